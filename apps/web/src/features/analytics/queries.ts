import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ANALYTICS_POLL_MS } from "@ulfa/contracts/constants";
import { ApiError } from "../../api/client";
import { useRealtimeEvent } from "../../realtime/context";
import { endpoints, urlOf } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** Query keys of the analytics feature. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  visitors: ["analytics", "visitors"] as const,
  live: ["analytics", "live"] as const,
  mailQueue: ["analytics", "mail-queue"] as const,
};

/** A 401/403 will not change by asking again. */
const retryUnlessDenied = (failures: number, err: unknown) =>
  !(err instanceof ApiError && (err.status === 401 || err.status === 403)) && failures < 2;

/** GET /api/analytics/visitors: loaded when the page opens. */
export function useVisitorAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.visitors,
    queryFn: ({ signal }) => call(endpoints.analytics.visitors, {}, { signal }),
    enabled,
    staleTime: 0,
    refetchOnMount: "always",
    retry: retryUnlessDenied,
  });
}

/**
 * GET /api/analytics/live: polled every 30 s (ANALYTICS_POLL_MS), and asked again when this tab's
 * socket opens: "online now" counts the admin's own connection, which a page opened straight from
 * the address bar asks for before the socket is up.
 */
export function useLiveAnalytics(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtimeEvent("open", () => void queryClient.invalidateQueries({ queryKey: analyticsKeys.live }));
  return useQuery({
    queryKey: analyticsKeys.live,
    queryFn: ({ signal }) => call(endpoints.analytics.live, {}, { signal }),
    enabled,
    refetchInterval: ANALYTICS_POLL_MS,
    staleTime: 0,
    refetchOnMount: "always",
    retry: retryUnlessDenied,
  });
}

/** GET /api/analytics/mail-queue: waiting and failed mails, polled with the live numbers. */
export function useMailQueue() {
  return useQuery({
    queryKey: analyticsKeys.mailQueue,
    queryFn: ({ signal }) => call(endpoints.analytics.mailQueue, {}, { signal }),
    refetchInterval: ANALYTICS_POLL_MS,
    staleTime: 0,
    retry: retryUnlessDenied,
  });
}

export const isDenied = (err: unknown) => err instanceof ApiError && err.status === 403;

const backupsKey = ["analytics", "backups"] as const;
/** While a backup is being written the card asks for its progress this often. */
const BACKUP_PROGRESS_POLL_MS = 1000;

/** GET /api/admin/backups: how the backups go, and the progress of one being written. */
export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => call(endpoints.backup.list, {}, { signal }),
    staleTime: 0,
    retry: retryUnlessDenied,
    refetchInterval: (query) => (query.state.data?.running ? BACKUP_PROGRESS_POLL_MS : false),
  });
}

/** POST /api/admin/backups: starts a backup in the background; the answer already shows it running. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.backup.create),
    onSuccess: (status) => queryClient.setQueryData(backupsKey, status),
  });
}

/** Where an admin downloads a kept archive (GET /api/admin/backups/:name, sent as an attachment). */
export const backupDownloadUrl = (name: string) => urlOf(endpoints.backup.download, { params: { name } });
