import { useEffect } from "react";
import type { CurrentUser, Digits } from "@ulfa/contracts";
import { queryClient } from "../api/queryClient";
import { chooseDigits, hasSavedDigits } from "../i18n/digits";
import { currentDigits } from "../i18n/format";
import { userQueryKey } from "./useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../api/call";

let savesInFlight = 0;

/**
 * Saves a signed-in member's digits to their account (PATCH /api/user), so the choice follows them
 * to a new phone and into their mails. Signed out, the device's cookie alone keeps it.
 */
export async function saveMemberDigits(digits: Digits): Promise<void> {
  if (!queryClient.getQueryData<CurrentUser | null>(userQueryKey)) return;
  savesInFlight += 1;
  try {
    const updated = await call(endpoints.users.update, { body: { digits } });
    queryClient.setQueryData(userQueryKey, updated);
  } finally {
    savesInFlight -= 1;
  }
}

/**
 * The member's stored digits win over the device's cookie once the session is known (issue 31):
 * they are applied and written to the cookie, so the next first paint on this phone uses them.
 * An account that never chose (null) takes the device's explicit choice, made before the choice
 * was kept on the account. While a save is on its way the answer of an older one is not applied,
 * so two quick taps never flip the screen back.
 */
export function useMemberDigits(): void {
  useEffect(() => {
    let seen: Digits | null | undefined;
    const follow = () => {
      const user = queryClient.getQueryData<CurrentUser | null>(userQueryKey);
      // Signed out, or a server from before the setting (no field): the cookie alone decides.
      if (!user || user.digits === undefined) {
        seen = undefined;
        return;
      }
      if (user.digits === seen) return;
      seen = user.digits;
      if (savesInFlight > 0) return;
      if (user.digits) chooseDigits(user.digits);
      else if (hasSavedDigits()) void saveMemberDigits(currentDigits()).catch(() => undefined);
    };
    follow();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === userQueryKey[0]) follow();
    });
  }, []);
}
