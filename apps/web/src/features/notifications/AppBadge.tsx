import { useEffect } from "react";
import { useUnreadCounts } from "../../entities/unread/queries";

/** Only an installed app has an icon to badge; in a browser tab the call is pointless. */
const installed = () => typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches;

/** The installed app's icon shows the unread messages (Badging API, where the browser has it). */
export function AppBadge() {
  const unread = useUnreadCounts().data?.messages;
  useEffect(() => {
    if (unread === undefined || !("setAppBadge" in navigator) || !installed()) return;
    void (unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge()).catch(() => undefined);
  }, [unread]);
  return null;
}
