import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../api/call";

export const userQueryKey = ["user"] as const;

/** The session check: GET /api/session answers 200 `{ user: null }` when signed out, so no failed request is logged. */
export const fetchCurrentUser = async (): Promise<CurrentUser | null> => {
  try {
    return (await call(endpoints.users.session)).user;
  } catch {
    // Any failure of the session check means signed out.
    return null;
  }
};

/** The signed-in member, or null when signed out. `isPending` is the session-check spinner state. */
export function useCurrentUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchCurrentUser });
}
