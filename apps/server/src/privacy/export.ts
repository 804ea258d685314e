import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { listChaperones } from "./chaperone";
import { listDateShares } from "./date-share";
import { hiddenWordsOf } from "./hidden-words";
import { snoozeStateOf } from "./snooze";

/** privacy.json of the data export: snooze, hidden words, live chaperones (with their log) and shared dates. */
export async function privacyExport(deps: Deps, user: UserRow) {
  return {
    snooze: snoozeStateOf(user, deps.clock.now()),
    hiddenWords: await hiddenWordsOf(deps.db, user.id),
    chaperones: await listChaperones(deps, user),
    sharedDates: await listDateShares(deps, user),
  };
}
