import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isOffline, subscribeNetwork } from "../api/network-status";
import { refetchMissingOnReconnect } from "../api/reconnect";

/**
 * "You're offline" across the top of every screen while the network is gone (issue 31), so a
 * member never watches skeletons that cannot fill (screens show a LoadProblem instead, ui/useLoadState.ts);
 * "Try again" re-runs the screen's calls, and coming back online re-runs those that had nothing to show.
 * Prerendered pages render nothing here (the server snapshot is "online"). `site`: the site name (useSiteName).
 */
export function OfflineNotice({ site }: { site: string }) {
  const { t } = useTranslation("mobile");
  const queryClient = useQueryClient();
  const offline = useSyncExternalStore(subscribeNetwork, isOffline, () => false);
  useEffect(() => refetchMissingOnReconnect(queryClient), [queryClient]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[90] flex justify-center p-2">
      {offline && (
        <p className="pointer-events-auto flex max-w-md items-center gap-3 rounded-2xl bg-slate-900 px-4 py-2.5 text-sm text-white shadow-lg" data-testid="offline-notice">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{t("offline.body", { site })}</span>
          <button
            type="button"
            className="min-h-10 shrink-0 rounded-full bg-white/15 px-3 font-semibold hover:bg-white/25"
            onClick={() => void queryClient.refetchQueries({ type: "active" })}
          >
            {t("offline.retry")}
          </button>
        </p>
      )}
    </div>
  );
}
