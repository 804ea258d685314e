import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { formatDateTime } from "../../i18n/format";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Spinner } from "../../ui/Spinner";
import { MemberAvatar } from "../moderation/QueueStates";
import { AuditList, PaymentList, ReportList, SignalList } from "./components/MemberRecords";
import { NotesCard } from "./components/NotesCard";
import { StateBadges } from "./components/StateBadges";
import { SuspendCard } from "./components/SuspendCard";
import { useMemberDetail } from "./queries";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-rose-100">
      <h2 id={id} className="mb-3 text-base font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/members/:userId: what staff need to decide about one member, notes, and suspending or lifting. */
export default function MemberPage() {
  const { t, i18n } = useTranslation("members");
  const { data: user } = useCurrentUser();
  const id = Number(useParams().userId);
  const detail = useMemberDetail(id);

  if (!user?.isModerator) {
    return (
      <p className="p-6 text-slate-700">{t("staffOnly")}</p>
    );
  }
  const back = (
    <Link to="/admin/members" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
      {t("back")}
    </Link>
  );
  if (detail.isPending || detail.error) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:px-6">
        {back}
        {detail.error ? (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(detail.error, t("loadFailed"))}
          </p>
        ) : (
          <div className="grid place-items-center p-10">
            <Spinner label={t("loading")} />
          </div>
        )}
      </div>
    );
  }
  const d = detail.data;
  const m = d.member;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t("facts.never"));
  const facts: [string, ReactNode][] = [
    [t("facts.id"), <span dir="ltr">#{m.id}</span>],
    [t("facts.email"), <bdi className="break-all">{m.email}</bdi>],
    [t("facts.age"), m.age],
    [t("facts.gender"), t(`gender.${m.gender}`)],
    [t("facts.city"), m.city ? <bdi>{[m.city, m.country].filter(Boolean).join(", ")}</bdi> : t("facts.none")],
    [t("facts.language"), t(`language.${m.language}`)],
    [t("facts.joined"), date(m.createdAt)],
    [t("facts.emailVerified"), date(m.emailVerifiedAt)],
    [t("facts.lastActive"), date(m.lastActiveAt)],
    [t("facts.premiumUntil"), m.premiumUntil ? date(m.premiumUntil) : t("facts.none")],
    [t("facts.verification"), t(`verification.${d.verification}`)],
    [t("facts.review"), d.review ? t(`review.${d.review.state}`) : t("facts.none")],
  ];

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6">
      {back}
      <header className="flex items-center gap-4">
        <MemberAvatar photo={m.profilePhoto} />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="break-words text-2xl font-extrabold text-slate-900">
            <bdi>{m.name}</bdi> <bdi className="text-base font-normal text-slate-500">@{m.username}</bdi>
          </h1>
          <StateBadges member={m} />
        </div>
      </header>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="member-profile" title={t("sections.profile")}>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="min-w-0 text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {m.bio && (
            <p dir="auto" className="mt-3 whitespace-pre-line break-words text-start text-sm text-slate-700">
              {m.bio}
            </p>
          )}
        </Panel>
        <Panel id="member-suspension" title={t("sections.suspension")}>
          <SuspendCard detail={d} />
        </Panel>
        <Panel id="member-photos" title={t("sections.photos")}>
          {d.photos.length === 0 ? (
            <p className="text-sm text-slate-600">{t("photosEmpty")}</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {d.photos.map((photo, i) => (
                <li key={photo}>
                  <img src={photo} alt={t("photoAlt", { n: i + 1 })} className="aspect-square w-full rounded-xl bg-slate-100 object-cover" />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="member-notes" title={t("sections.notes")}>
          <NotesCard memberId={m.id} notes={d.notes} />
        </Panel>
        <Panel id="member-reports-received" title={t("sections.reportsReceived")}>
          <ReportList reports={d.reportsReceived} empty={t("reports.emptyReceived")} />
        </Panel>
        <Panel id="member-reports-made" title={t("sections.reportsMade")}>
          <ReportList reports={d.reportsMade} empty={t("reports.emptyMade")} />
        </Panel>
        <Panel id="member-signals" title={t("sections.signals")}>
          <SignalList signals={d.signals} />
        </Panel>
        <Panel id="member-payments" title={t("sections.payments")}>
          <PaymentList payments={d.payments} />
        </Panel>
        <Panel id="member-audit" title={t("sections.audit")}>
          <AuditList entries={d.audit} />
        </Panel>
      </div>
    </div>
  );
}
