import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ChaperoneView } from "@ulfa/contracts";
import { NOTICES } from "@ulfa/contracts/constants";
import { formatDateTime } from "../../i18n/format";
import { cn } from "../../ui/cn";
import { LinkPageLayout, LinkPageWaiting } from "./LinkPageLayout";
import { about } from "../../i18n/gender";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

type Message = ChaperoneView["conversations"][number]["messages"][number];

/** /chaperone/:token: the chaperone's read-only view of the conversations shared with them. */
export default function ChaperonePage() {
  const { t, i18n } = useTranslation("privacy");
  const { token = "" } = useParams();
  const page = useQuery({ queryKey: ["chaperone-page", token], queryFn: ({ signal }) => call(endpoints.privacyLinks.chaperoneView, { params: { token } }, { signal }), retry: false });

  if (!page.data) return <LinkPageWaiting page={page} goneTitle={t("chaperone.title")} />;
  const { memberName, memberGender, conversations, expiresAt } = page.data;
  const text = (m: Message) =>
    m.kind === "photo" ? t("page.photo") : m.kind === "voice" ? t("page.voice") : m.kind === "notice" ? ((NOTICES as readonly string[]).includes(m.content) ? t(`chat.notice.${m.content as (typeof NOTICES)[number]}`) : "") : m.content;
  return (
    <LinkPageLayout title={t("page.chaperoneTitle", { name: memberName, ...about(memberGender) })} badge={t("page.readOnly")}>
      <p className="text-sm text-slate-700">{t("page.chaperoneIntro", { name: memberName, ...about(memberGender) })}</p>
      <p className="text-xs text-slate-600">{t("page.expires", { time: formatDateTime(expiresAt, i18n.language) })}</p>
      {conversations.map((c) => (
        <section key={c.matchId} aria-labelledby={`conversation-${c.matchId}`} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="chaperone-conversation">
          <div className="flex items-center gap-3">
            {c.matchPhoto && <img src={c.matchPhoto} alt={t("page.photoOf", { name: c.matchName })} className="h-12 w-12 rounded-full object-cover" />}
            <h2 id={`conversation-${c.matchId}`} className="font-semibold text-slate-900">
              <bdi>{memberName}</bdi> · <bdi>{c.matchName}</bdi>
            </h2>
          </div>
          {c.messages.length === 0 ? (
            <p className="text-sm text-slate-600">{t("page.noMessages")}</p>
          ) : (
            <ol className="space-y-2">
              {c.messages.map((m, i) => (
                <li key={i} className={cn("flex flex-col", m.kind === "notice" ? "items-center" : m.fromMember ? "items-end" : "items-start")}>
                  <p
                    dir="auto"
                    className={cn(
                      "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm",
                      m.kind === "notice" ? "bg-amber-100 text-xs text-amber-900" : m.fromMember ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900",
                    )}
                  >
                    {m.kind !== "notice" && (
                      <span className="block text-xs font-semibold opacity-80">
                        <bdi>{m.fromMember ? memberName : c.matchName}</bdi>
                      </span>
                    )}
                    {m.photoUrl ? <img src={m.photoUrl} alt={t("page.photo")} className="mt-1 max-h-64 rounded-xl object-contain" /> : text(m)}
                  </p>
                  <time dateTime={m.createdAt} className="text-[11px] text-slate-600">
                    {formatDateTime(m.createdAt, i18n.language)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </LinkPageLayout>
  );
}
