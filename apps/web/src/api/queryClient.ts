import { QueryClient } from "@tanstack/react-query";

/** Defaults (docs/product-rules.md, "Web app"): no retry, no refetch on focus/mount/interval, never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
