import { useTranslation } from "react-i18next";
import { useAuthConfig } from "../queries";
import { endpoints, urlOf } from "@ulfa/contracts/endpoints";

/** "Continue with Google", only when the server has Google sign-in configured. */
export function GoogleButton() {
  const { t, i18n } = useTranslation("auth");
  const { data } = useAuthConfig();
  if (!data?.googleEnabled) return null;
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        {t("google.or")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a
        // A new account gets the language the page is in (its mails follow it).
        href={urlOf(endpoints.google.start, { query: { lang: i18n.language.startsWith("ar") ? "ar" : "en" } })}
        className="inline-flex h-12 w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
          <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.84 14.09A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.43.34-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z" />
          <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z" />
        </svg>
        {t("google.continue")}
      </a>
    </>
  );
}
