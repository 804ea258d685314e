import { useTranslation } from "react-i18next";
import type { Match } from "@ulfa/contracts";
import { useCurrentUser } from "../../session/useCurrentUser";
import { cn } from "../../ui/cn";
import { Avatar } from "../../entities/member/Avatar";
import { MatchActions } from "./MatchActions";
import { formatListDate } from "../../i18n/format";

/** Stands for the message text inside "You: {{text}}" (no translation holds it). */
const TEXT_SLOT = "\u0000";

/**
 * One conversation of the list: the photo (opens the profile), the button that opens the thread
 * (name, last message, unread count) and the match's menu. `selected`: its thread is the one open
 * beside the list (desktop), marked for sight and for screen readers.
 */
export function ConversationRow({ match, selected = false, onOpen, onPhoto }: { match: Match; selected?: boolean; onOpen: () => void; onPhoto: () => void }) {
  const { t, i18n } = useTranslation("matches");
  const { data: me } = useCurrentUser();
  const { otherUser, lastMessage, unreadCount } = match;
  // Photos, voice notes and unsent messages have no text: their kind stands in for it.
  const lastText = !lastMessage
    ? ""
    : lastMessage.hidden
      ? t("privacy:chat.hiddenPreview")
      : lastMessage.removed
        ? t("chat:removed")
        : lastMessage.kind === "photo"
          ? t("chat:photo")
          : lastMessage.kind === "voice"
            ? t("chat:voiceNote")
            : lastMessage.kind === "call"
              ? t("chat:call.lastMessage")
              : lastMessage.kind === "notice"
                ? t(`privacy:chat.notice.${lastMessage.content}`, { defaultValue: "" })
                : lastMessage.content;
  const mine = lastMessage !== null && lastMessage.senderId === me?.id;
  // "You: " around the text, split so the text truncates in its own direction (below).
  const [before, after] = mine ? t("you", { text: TEXT_SLOT }).split(TEXT_SLOT) : ["", ""];
  const text = lastMessage ? lastText : t("sayHello");
  return (
    <li
      className="relative flex items-center gap-3 px-3 py-3 hover:bg-rose-50/50"
      data-testid="conversation-row"
      data-match-id={match.id}
      data-selected={selected || undefined}
    >
      {/* The open conversation is marked by a bar on the start side: a tinted row would take the grey preview below its contrast. */}
      {selected && <span className="absolute inset-y-0 start-0 w-1 bg-brand-600" aria-hidden="true" />}
      <button type="button" onClick={onPhoto} aria-label={t("viewProfile", { name: otherUser.name })} className="rounded-full">
        <Avatar user={otherUser} dot />
      </button>
      {/* Named by its content, so what it shows is part of its name (WCAG 2.5.3): "Open chat with <name>", then the preview. */}
      <button type="button" onClick={onOpen} className="min-w-0 flex-1 text-start" aria-current={selected ? "true" : undefined} data-open-chat={match.id}>
        <span className="sr-only">{t("openChat", { name: otherUser.name })}</span>
        <span className="flex items-baseline justify-between gap-2">
          {/* The name wraps to two lines at most (a long name is read, not cut at one), set in its own
              direction (a Latin name in Arabic keeps its start), and "New" stays. */}
          <span className="flex min-w-0 items-baseline font-semibold text-slate-900">
            <bdi aria-hidden="true" title={otherUser.name} className="line-clamp-2 break-words" data-testid="row-name">
              {otherUser.name}
            </bdi>
            {match.isNew && <span className="ms-2 shrink-0 rounded-full bg-brand-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase text-brand-700">{t("new")}</span>}
          </span>
          {lastMessage && (
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-400">
              {formatListDate(lastMessage.createdAt, i18n.language)}
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          {/* One line: a Latin message after the Arabic "أنت:" is cut at its own end, not at its start. */}
          <span className={cn("flex min-w-0 text-sm", unreadCount > 0 ? "font-medium text-slate-900" : "text-slate-500", !lastMessage && "italic rtl:not-italic")}>
            {before && <span className="shrink-0 whitespace-pre">{before}</span>}
            <bdi className="truncate">{text}</bdi>
            {after && <span className="shrink-0 whitespace-pre">{after}</span>}
          </span>
          {unreadCount > 0 && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white" data-testid="row-unread">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">{t("unread", { count: unreadCount })}</span>
            </span>
          )}
        </span>
        {match.expiresAt && (
          <span className="block text-xs text-amber-700" data-testid="match-expires">
            {t("site:expiresIn", { count: Math.max(0, Math.ceil((Date.parse(match.expiresAt) - Date.now()) / 3_600_000)) })}
          </span>
        )}
      </button>
      <MatchActions match={match} />
    </li>
  );
}
