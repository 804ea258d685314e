import { useTranslation } from "react-i18next";
import { useUnreadCounts } from "../notifications/queries";

/** Unread count on the Matches nav item (issue 10): new matches not yet opened plus unread messages. */
export function NavBadge() {
  const { t } = useTranslation("notifications");
  const { data } = useUnreadCounts();
  const count = data ? data.matches + data.messages : 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="matches-badge"
      className="absolute -end-2 -top-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white"
    >
      <span aria-hidden="true" data-testid="matches-badge-count">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{t("badge", { count })}</span>
    </span>
  );
}
