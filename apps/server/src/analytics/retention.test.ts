import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_VIEW_RETENTION_MS } from "@ulfa/contracts";
import { pageViews } from "../db/schema";
import { createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { deleteOldPageViews } from "./retention";

describe(`page view retention (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("deletes only page views older than the retention period", async () => {
    const now = t.clock.now().getTime();
    await t.app.deps.db.insert(pageViews).values([
      { visitorHash: "old", path: "/", createdAt: new Date(now - PAGE_VIEW_RETENTION_MS - 1000) },
      { visitorHash: "recent", path: "/", createdAt: new Date(now - PAGE_VIEW_RETENTION_MS + 60_000) },
    ]);
    expect(await deleteOldPageViews(t.app.deps)).toBe(1);
    const left = await t.app.deps.db.select({ visitorHash: pageViews.visitorHash }).from(pageViews);
    expect(left.map((r) => r.visitorHash)).toEqual(["recent"]);
  });
});
