import { useSyncExternalStore } from "react";
import { isOffline, subscribeNetwork } from "../api/network-status";

/** The parts of a TanStack query result that say whether a screen has something to show. */
export interface LoadableQuery {
  data: unknown;
  isError: boolean;
  fetchStatus: "fetching" | "paused" | "idle";
  refetch: () => Promise<unknown>;
}

/**
 * What a screen shows while its queries have no data yet (issue 31): "loading" (its skeleton),
 * "offline" or "error" (a LoadProblem with a next step), else "ready". Offline, TanStack Query pauses
 * a query (fetchStatus "paused") and it stays pending for ever: a skeleton then would never fill.
 * A query that has data shows it, stale, whatever the network: the offline notice says why.
 */
export type LoadState = "ready" | "loading" | "offline" | "error";

export function useLoadState(...queries: LoadableQuery[]): LoadState {
  return loadStateOf(queries, useSyncExternalStore(subscribeNetwork, isOffline, () => false));
}

/** useLoadState's rule, given whether the app is offline (api/network-status.ts). */
export function loadStateOf(queries: readonly Omit<LoadableQuery, "refetch">[], offline: boolean): LoadState {
  const missing = queries.filter((q) => q.data === undefined);
  if (missing.length === 0) return "ready";
  if (missing.some((q) => q.fetchStatus === "paused")) return "offline";
  // A call on its way (a Retry included) is a load, whatever failed before it.
  if (missing.some((q) => q.fetchStatus === "fetching")) return "loading";
  if (offline) return "offline";
  if (missing.some((q) => q.isError)) return "error";
  return "loading";
}

/** Runs every query again: the Retry of a LoadProblem. */
export const retryAll = (...queries: LoadableQuery[]) => () => void Promise.all(queries.map((q) => q.refetch()));
