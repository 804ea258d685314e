import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatLongDate } from "../../i18n/format";
import { inLanguage, isTemplate, SiteHtml, useSite } from "../site";

/**
 * A legal page (privacy policy, terms): the operator's Markdown from the site settings in the
 * reader's language, with its "last updated" date.
 */
export function LegalDocument({ title, which }: { title: string; which: "privacy" | "terms" }) {
  const { t, i18n } = useTranslation("legal");
  const { data: site } = useSite();
  const doc = site?.[which];
  const date = doc ? (isTemplate(site!) ? `@@site:${which}.updatedAtLong@@` : formatLongDate(`${doc.updatedAt}T12:00:00Z`, i18n.language)) : "";
  return (
    // Inside the public layout (app/layouts/PublicLayout.tsx): the space between its header and footer.
    <div className="flex-1 bg-rose-50/40">
      <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <Link to="/" className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t("back")}
        </Link>
        <article className="mt-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-rose-100 sm:p-10">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {doc && (
            <>
              <p className="mt-2 text-sm text-slate-500">
                {t("site:lastUpdated")}{" "}
                <time dateTime={doc.updatedAt} suppressHydrationWarning>
                  {date}
                </time>
              </p>
              <SiteHtml html={inLanguage(doc.html, i18n.language)} className="mt-6" />
            </>
          )}
        </article>
      </main>
    </div>
  );
}
