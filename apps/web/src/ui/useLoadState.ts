import { useSyncExternalStore } from "react";
import { TimeoutError } from "../api/deadline";
import { isOffline, subscribeNetwork } from "../api/network-status";

/** The parts of a TanStack query result that say whether a screen has something to show. */
export interface LoadableQuery {
  data: unknown;
  isError: boolean;
  error?: unknown;
  fetchStatus: "fetching" | "paused" | "idle";
  refetch: () => Promise<unknown>;
}

/**
 * What a screen shows while its queries have no data yet (issue 31): "loading" (its skeleton),
 * "offline", "error" or "timeout" (a LoadProblem with a next step), else "ready". Offline, TanStack Query pauses
 * a query (fetchStatus "paused") and it stays pending for ever: a skeleton then would never fill.
 * A query that has data shows it, stale, whatever the network: the offline notice says why.
 */
export type LoadState = "ready" | "loading" | LoadProblemState;

/** The states a LoadProblem stands in for; "timeout": a call got no answer in time (api/deadline.ts). */
export type LoadProblemState = "offline" | "error" | "timeout";

export const isLoadProblem = (state: LoadState): state is LoadProblemState => state !== "ready" && state !== "loading";

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
  const failed = missing.filter((q) => q.isError);
  if (failed.length === 0) return "loading";
  return failed.some((q) => q.error instanceof TimeoutError) ? "timeout" : "error";
}

/** Runs every query again: the Retry of a LoadProblem. */
export const retryAll = (...queries: LoadableQuery[]) => () => void Promise.all(queries.map((q) => q.refetch()));
