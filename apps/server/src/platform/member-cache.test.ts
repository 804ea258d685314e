import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createPostgresTestDatabase, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { users, type UserRow } from "../db/schema";
import { openDatabase } from "./db";
import { MemberCache } from "./member-cache";
import type { MemberChange, MemberChanges } from "./member-changes";

function fakeChanges() {
  const listeners = new Set<(change: MemberChange) => void>();
  let live = true;
  const changes: MemberChanges = {
    live: () => live,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    subscribeDecks: () => () => undefined,
  };
  return { changes, announce: (change: MemberChange) => listeners.forEach((l) => l(change)), setLive: (value: boolean) => (live = value) };
}
const row = (id: number, name = `m${id}`) => ({ id, name }) as UserRow;

describe("MemberCache", () => {
  it("serves a row until its change is announced, a truncation drops all", () => {
    const feed = fakeChanges();
    const cache = new MemberCache(feed.changes);
    cache.set(cache.mark(), row(1), 0);
    cache.set(cache.mark(), row(2), 0);
    expect(cache.get(1, 1)?.name).toBe("m1");
    feed.announce(1);
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(2, 1)?.name).toBe("m2");
    feed.announce("all");
    expect(cache.get(2, 1)).toBeUndefined();
  });

  it("never keeps a row read before a change that landed meanwhile", () => {
    const feed = fakeChanges();
    const cache = new MemberCache(feed.changes);
    const mark = cache.mark();
    feed.announce(1); // the row changed while it was being read
    cache.set(mark, row(1, "old"), 0);
    expect(cache.get(1, 1)).toBeUndefined();
  });

  it("trusts nothing while the feed is not live, and forgets after the TTL", () => {
    const feed = fakeChanges();
    const cache = new MemberCache(feed.changes);
    cache.set(cache.mark(), row(1), 0);
    feed.setLive(false);
    expect(cache.get(1, 1)).toBeUndefined();
    cache.set(cache.mark(), row(2), 0);
    feed.setLive(true);
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)?.name).toBe("m1");
    expect(cache.get(1, 60 * 60 * 1000)).toBeUndefined();
  });
});

describe(`member rows from memory stay exact (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("a signed-in request is answered from memory, and any write to the row shows on the next one", async () => {
    const member = await createMember(t, { name: "Before" });
    expect((await member.request("GET", "/api/user")).json().name).toBe("Before");
    expect(t.app.deps.memberCache.get(member.id, t.app.deps.clock.now().getTime())?.name).toBe("Before");

    // Written behind the app's back (a job, an admin in psql): the database announces it.
    await t.app.deps.db.update(users).set({ name: "Behind" }).where(eq(users.id, member.id));
    expect((await member.request("GET", "/api/user")).json().name).toBe("Behind");

    // Suspension takes effect on the very next request.
    await t.app.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.id));
    expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
  });

  it("a deleted member is forgotten", async () => {
    const member = await createMember(t);
    expect((await member.request("GET", "/api/user")).statusCode).toBe(200);
    await t.app.deps.db.execute(sql`delete from users where id = ${member.id}`);
    expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
  });
});

describe.skipIf(testDbKind !== "postgres")("a change made through another instance's connection (postgres) [PostgreSQL only]", () => {
  it("drops the row here within moments", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const here = await openDatabase({ databaseUrl: url });
    const elsewhere = await openDatabase({ databaseUrl: url });
    const t = await createTestApp({ database: here });
    try {
      const member = await createMember(t, { name: "Here" });
      expect((await member.request("GET", "/api/user")).json().name).toBe("Here");
      await elsewhere.db.update(users).set({ name: "Elsewhere" }).where(eq(users.id, member.id));
      await expect.poll(async () => (await member.request("GET", "/api/user")).json().name, { timeout: 2000 }).toBe("Elsewhere");
    } finally {
      await t.close();
      await Promise.all([here.close(), elsewhere.close()]);
      await drop();
    }
  });
});
