import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@ulfa/contracts";
import { getOrNull } from "../api/client";

export const userQueryKey = ["user"] as const;

/** The signed-in member, or null when signed out. `isPending` is the session-check spinner state. */
export function useCurrentUser() {
  return useQuery({
    queryKey: userQueryKey,
    queryFn: async () => {
      try {
        return await getOrNull<CurrentUser>("/api/user");
      } catch {
        // Any failure of the session check means signed out (SPEC.md section 4).
        return null;
      }
    },
  });
}
