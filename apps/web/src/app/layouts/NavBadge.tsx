import { useTranslation } from "react-i18next";
import { formatCount } from "../../i18n/format";
import { useUnreadCounts } from "../../entities/unread/queries";

/**
 * The Matches nav item's badge (issue 15): the number is unread messages only, the same sum as the
 * conversation rows' counts; matches not yet opened get a dot of their own, with no number.
 */
export function NavBadge() {
  const { t, i18n } = useTranslation("notifications");
  const { data } = useUnreadCounts();
  const messages = data?.messages ?? 0;
  const newMatches = data?.matches ?? 0;
  if (messages > 0) {
    return (
      <span
        data-testid="matches-badge"
        className="absolute -end-2 -top-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white"
      >
        <span aria-hidden="true" data-testid="matches-badge-count">
          {messages > 99 ? `${formatCount(99, i18n.language)}+` : formatCount(messages, i18n.language)}
        </span>
        <span className="sr-only">{t("badge", { count: messages })}</span>
      </span>
    );
  }
  if (newMatches > 0) {
    return (
      <span data-testid="matches-new-dot" className="absolute -end-1 -top-0.5 h-2.5 w-2.5 rounded-full bg-brand-600 ring-2 ring-white">
        <span className="sr-only">{t("newMatches", { count: newMatches })}</span>
      </span>
    );
  }
  return null;
}
