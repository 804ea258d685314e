import { createContext, useContext, useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../ui/Spinner";

/** True once the member moved between screens (then a new screen's question takes the focus); false on a page load. */
export const MovedBetweenScreens = createContext(false);

/**
 * One onboarding screen: its question as the heading, a hint, the fields, and one primary action
 * at the bottom (kept in reach of the thumb on a phone). `secondary` is a quieter way on (skip).
 */
export function StepFrame({
  title,
  hint,
  children,
  onSubmit,
  canSubmit = true,
  pending = false,
  primary,
  secondary,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
  onSubmit: () => void;
  canSubmit?: boolean;
  pending?: boolean;
  primary?: string;
  secondary?: ReactNode;
}) {
  const { t } = useTranslation("onboarding");
  const heading = useRef<HTMLHeadingElement>(null);
  // A new screen replaces the control that had focus: start keyboard and screen-reader users at its
  // question. A page load (nothing had focus to lose) is left alone.
  const moved = useContext(MovedBetweenScreens);
  useEffect(() => {
    if (moved && (!document.activeElement || document.activeElement === document.body)) heading.current?.focus();
  }, [moved, title]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !pending) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title" ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
        {title}
      </h1>
      {hint && <p className="mt-2 text-sm text-slate-600">{hint}</p>}
      <div className="mt-6 flex-1 space-y-4">{children}</div>
      <div className="sticky bottom-0 -mx-1 mt-6 space-y-2 bg-white px-1 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">
        <button
          type="submit"
          disabled={!canSubmit || pending}
          aria-disabled={!canSubmit || pending}
          data-testid="onboarding-next"
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {pending && <Spinner className="h-4 w-4" />}
          {primary ?? t("next")}
        </button>
        {secondary}
      </div>
    </form>
  );
}
