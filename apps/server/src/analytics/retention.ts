import { lt } from "drizzle-orm";
import { PAGE_VIEW_RETENTION_MS } from "@ulfa/contracts";
import { pageViews } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { PeriodicJob } from "../platform/jobs/types";

/** Page views are kept for a limited time only: the dashboard needs recent traffic, not a history of visits. */
export async function deleteOldPageViews(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - PAGE_VIEW_RETENTION_MS);
  const deleted = await deps.db.delete(pageViews).where(lt(pageViews.createdAt, cutoff)).returning({ id: pageViews.id });
  return deleted.length;
}

export const pageViewRetentionJob: PeriodicJob<Deps> = {
  name: "page-view-retention",
  everyMs: 6 * 60 * 60 * 1000,
  run: async (deps) => void (await deleteOldPageViews(deps)),
};
