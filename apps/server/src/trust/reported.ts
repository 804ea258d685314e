import type { Deps } from "../platform/deps";
import { reportersSince } from "./repo";
import { recordSignal } from "./signals";

const DAY_MS = 24 * 60 * 60 * 1000;

/** After a report: REPORTED (and a hold) once rules.reportedMembers different members reported them within rules.reportWindowDays. */
export async function afterReport(deps: Deps, reportedId: number): Promise<void> {
  try {
    const { rules } = await deps.site.settings();
    const reporters = await reportersSince(deps.db, reportedId, new Date(deps.clock.now().getTime() - rules.reportWindowDays * DAY_MS));
    if (reporters.length >= rules.reportedMembers) await recordSignal(deps, reportedId, "REPORTED", { reporters, windowDays: rules.reportWindowDays });
  } catch (err) {
    // The report itself is stored and in the reports queue.
    deps.log.warn({ err, reportedId }, "reported check failed");
  }
}
