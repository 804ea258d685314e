import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";
import { isOffline, subscribeNetwork } from "../api/network-status";
import { refetchMissingOnReconnect } from "../api/reconnect";

/**
 * "You're offline" across the top of every screen while the network is gone (issue 31), so a
 * member never watches skeletons that cannot fill (screens show a LoadProblem instead, ui/useLoadState.ts).
 * It never covers the page: its height goes into `--offline-notice-h` and the page makes room for it
 * (styles.css), so the full-screen chat's back button stays in reach.
 * "Try again" re-runs the screen's calls, and coming back online re-runs those that had nothing to show.
 * Prerendered pages render nothing here (the server snapshot is "online"). `site`: the site name (useSiteName).
 */
export function OfflineNotice({ site }: { site: string }) {
  const { t } = useTranslation("mobile");
  const queryClient = useQueryClient();
  const offline = useSyncExternalStore(subscribeNetwork, isOffline, () => false);
  useEffect(() => refetchMissingOnReconnect(queryClient), [queryClient]);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => reserveHeight(box.current), []);
  return (
    <div ref={box} role="status" aria-live="polite" className={cn("fixed inset-x-0 top-0 z-[90]", offline && "bg-slate-900 pt-[env(safe-area-inset-top)]")}>
      {offline && (
        <p className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-2 text-sm text-white" data-testid="offline-notice">
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

/** Keeps `--offline-notice-h` on <html> equal to the notice's height (0 while it shows nothing). */
function reserveHeight(element: HTMLElement | null): (() => void) | undefined {
  if (!element || typeof ResizeObserver === "undefined") return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty("--offline-notice-h", `${element.offsetHeight}px`));
  observer.observe(element);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--offline-notice-h");
  };
}
