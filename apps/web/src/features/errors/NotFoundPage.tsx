import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";

const noSubscription = () => () => undefined;

/**
 * The page is prerendered once (as /__not-found__) and hydrated on every unknown path, so the
 * path is only written after hydration: written during it, the text differs from the
 * prerendered one and React throws away the page (error #418).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export default function NotFoundPage() {
  const { t } = useTranslation("errors");
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t("notFound.title")}</h1>
        <p className="mt-3 text-sm text-slate-600">{t("notFound.hint")}</p>
        <p className="mt-2 min-h-8 rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs text-slate-700" dir="ltr">
          {hydrated ? pathname : null}
        </p>
        <Link to="/" className="mt-5 inline-block font-medium text-brand-700 hover:underline">
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}
