import type { QueryClient } from "@tanstack/react-query";

/**
 * Back online, every query on screen that has nothing to show (it failed, or never ran) loads again
 * by itself (issue 31). Queries paused while offline resume on their own (TanStack's onlineManager);
 * those that failed for want of a network do not, since the client never refetches on reconnect
 * (api/queryClient.ts): data already shown stays until its own screen refreshes it.
 */
export function refetchMissingOnReconnect(queryClient: QueryClient): () => void {
  const refetch = () =>
    void queryClient.refetchQueries({ type: "active", predicate: (query) => query.state.data === undefined || query.state.status === "error" });
  window.addEventListener("online", refetch);
  return () => window.removeEventListener("online", refetch);
}
