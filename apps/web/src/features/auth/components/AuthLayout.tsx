import { Heart, ShieldCheck, Sparkles, Users } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LanguageSwitch } from "../../../ui/LanguageSwitch";
import { BrandLogo, useLandingTexts } from "../../site";

/** Split screen: a warm brand panel on wide screens, the form card everywhere. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation("auth");
  const landing = useLandingTexts();
  const heading = useStepFocus();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.05fr_1fr]">
      <aside className="relative hidden overflow-hidden lg:sticky lg:notice-top lg:notice-fill bg-gradient-to-br from-brand-600 via-brand-500 to-rose-400 p-10 text-white lg:flex lg:flex-col">
        <div aria-hidden="true" className="absolute -end-24 -top-24 h-96 w-96 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -start-16 h-96 w-96 rounded-full bg-amber-200/20 blur-3xl" />
        <BrandLogo inverted className="relative" />
        <div className="relative mt-auto max-w-md">
          <Heart className="h-10 w-10 fill-white/90 text-white/90" aria-hidden="true" />
          <p className="mt-6 text-4xl font-extrabold leading-tight">{t("panel.title")}</p>
          <p className="mt-4 text-lg text-white/85">{landing.text("join")}</p>
          <ul className="mt-8 space-y-3 text-sm">
            <li className="flex items-center gap-3">
              <Sparkles className="h-5 w-5" aria-hidden="true" />
              {t("panel.point1")}
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck className="h-5 w-5" aria-hidden="true" />
              {t("panel.point2")}
            </li>
            <li className="flex items-center gap-3">
              <Users className="h-5 w-5" aria-hidden="true" />
              {t("panel.point3")}
            </li>
          </ul>
        </div>
      </aside>
      <div className="flex flex-col bg-gradient-to-b from-brand-50 to-white">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <BrandLogo className="lg:invisible" />
          <LanguageSwitch />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-2 sm:px-8 sm:pt-8">
          <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-rose-100 sm:p-8">
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900">
              {title}
            </h1>
            {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}

/**
 * The steps (sign-up, code, profile setup...) share this layout and differ by `?mode=`. When the
 * step changes, the control that had focus is gone; focus then goes to the new step's heading, so
 * keyboard and screen-reader users start there rather than on <body>. A step that focuses a field
 * itself keeps it (child effects run first).
 */
function useStepFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [search]);
  return heading;
}

/** A full-width submit button showing its pending text. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 text-base font-semibold text-white shadow-md shadow-brand-600/20 transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </button>
  );
}

/** "Already have an account? Sign In" style line. */
export function SwitchLine({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {question}{" "}
      <button type="button" onClick={onClick} className="min-h-6 font-semibold text-brand-700 hover:underline">
        {action}
      </button>
    </p>
  );
}
