import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@ulfa/contracts";
import { MAP_POLL_MS } from "@ulfa/contracts/constants";
import { userQueryKey } from "../../session/useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const mapKeys = {
  all: ["map"] as const,
  nearby: ["map", "nearby"] as const,
  config: ["map", "config"] as const,
};

/** Matched members on the map; polled every 30 s, never retried. */
export function useNearbyOnMap(enabled: boolean) {
  return useQuery({
    queryKey: mapKeys.nearby,
    queryFn: ({ signal }) => call(endpoints.map.nearby, {}, { signal }),
    enabled,
    refetchInterval: MAP_POLL_MS,
    retry: false,
    staleTime: 0,
  });
}

export function useMapConfig() {
  return useQuery({ queryKey: mapKeys.config, queryFn: ({ signal }) => call(endpoints.map.config, {}, { signal }), staleTime: Infinity });
}

/** Keeps the cached member in step with a location-privacy answer, then refreshes the map. */
function useApplyPrivacy() {
  const queryClient = useQueryClient();
  return (patch: Partial<CurrentUser>) => {
    queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, ...patch } : old));
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: mapKeys.nearby });
  };
}

export function useUpdateMapLocation() {
  const apply = useApplyPrivacy();
  return useMutation({
    mutationFn: (point: { latitude: number; longitude: number }) => call(endpoints.map.update, { body: point }),
    onSuccess: (snapped) => apply(snapped),
  });
}

export function useSetSharing() {
  const apply = useApplyPrivacy();
  return useMutation({
    mutationFn: (enabled: boolean) => call(endpoints.map.sharing, { body: { enabled } }),
    onSuccess: (state) => apply(state),
  });
}

export function useSetVisibility() {
  const apply = useApplyPrivacy();
  return useMutation({
    mutationFn: (visible: boolean) => call(endpoints.map.visibility, { body: { visible } }),
    onSuccess: (state) => apply(state),
  });
}
