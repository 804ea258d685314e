import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format";
import { LinkPageLayout, LinkPageWaiting } from "./LinkPageLayout";
import { about } from "../../i18n/gender";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** /date/:token: a date plan a member shared with a trusted contact (no account). */
export default function DateSharePage() {
  const { t, i18n } = useTranslation("privacy");
  const { token = "" } = useParams();
  const page = useQuery({ queryKey: ["date-share-page", token], queryFn: ({ signal }) => call(endpoints.privacyLinks.dateShareView, { params: { token } }, { signal }), retry: false });
  if (!page.data) return <LinkPageWaiting page={page} goneTitle={t("date.title")} />;
  const plan = page.data;
  return (
    <LinkPageLayout title={t("page.dateTitle", { name: plan.memberName })}>
      <p className="text-sm text-slate-700">{t("page.dateIntro", { name: plan.memberName, ...about(plan.memberGender) })}</p>
      <section className="space-y-4 rounded-2xl bg-white p-4 shadow-sm" data-testid="date-plan" aria-labelledby="date-meeting">
        <div className="flex items-center gap-3">
          {plan.matchPhoto && <img src={plan.matchPhoto} alt={t("page.photoOf", { name: plan.matchName })} className="h-16 w-16 rounded-full object-cover" />}
          <h2 id="date-meeting" className="font-semibold text-slate-900">
            {t("page.meeting", { name: plan.matchName })}
          </h2>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-600">{t("page.when")}</dt>
          <dd className="text-slate-900">
            <time dateTime={plan.at}>{formatDateTime(plan.at, i18n.language)}</time>
          </dd>
          <dt className="font-medium text-slate-600">{t("page.where")}</dt>
          <dd dir="auto" className="text-start text-slate-900">
            {plan.place}
          </dd>
        </dl>
      </section>
      <p className="text-xs text-slate-600">{t("page.expires", { time: formatDateTime(plan.expiresAt, i18n.language) })}</p>
    </LinkPageLayout>
  );
}
