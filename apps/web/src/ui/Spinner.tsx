import { useTranslation } from "react-i18next";
import clsx from "clsx";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-live="polite" className={clsx("inline-flex items-center", className)}>
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}

/** The session-check spinner ("While the session check is pending a spinner is shown"). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="session-spinner">
      <Spinner className="scale-150" />
    </div>
  );
}
