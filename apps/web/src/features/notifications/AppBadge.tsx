import { useEffect } from "react";
import { useUnreadCounts } from "./queries";

/** The installed app's icon shows the unread messages (Badging API, where the browser has it). */
export function AppBadge() {
  const unread = useUnreadCounts().data?.messages;
  useEffect(() => {
    if (unread === undefined || !("setAppBadge" in navigator)) return;
    void (unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge()).catch(() => undefined);
  }, [unread]);
  return null;
}
