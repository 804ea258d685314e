import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, SaveLocationInput } from "@ulfa/contracts";
import { userQueryKey } from "../../session/useCurrentUser";
import { discoverKeys } from "../discover";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** POST /api/location with a place the member picked (their position or a searched city); the member is read again for the onboarding's progress. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveLocationInput) => call(endpoints.location.save, { body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) =>
        old ? { ...old, latitude: saved.latitude, longitude: saved.longitude, city: saved.city, cityAr: saved.cityAr, country: saved.country } : old,
      );
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
    },
  });
}
