import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { INT_MAX, MODERATION_QUEUE_PAGE_MAX, type ModerationQueuePage } from "@ulfa/contracts";
import { anonymous, createMember, createStaff, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { reports, safetyDecisions, trustSignals, verificationRequests } from "../db/schema";

const ADMIN = "queue-admin@example.test";

/** GET /api/moderation/queue (reports, trust signals, selfies in one list) and the paged photo decisions. */
describe(`merged moderation queue (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let moderator: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
    ({ admin, moderator } = await createStaff(t, ADMIN));
  });

  const queue = async (who: TestMember, query = "") => {
    const res = await who.request("GET", `/api/moderation/queue${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ModerationQueuePage;
  };
  const report = async (by: TestMember, about: TestMember) => {
    const [row] = await t.app.deps.db
      .insert(reports)
      .values({ reporterId: by.id, reportedId: about.id, reason: "spam", details: "asked me for gift cards", createdAt: t.clock.now() })
      .returning();
    t.clock.advance(60_000);
    return row.id;
  };
  const signal = async (about: TestMember) => {
    await t.app.deps.db.insert(trustSignals).values({ userId: about.id, code: "MONEY_REQUEST", evidence: { text: "send usdt", found: "usdt" }, createdAt: t.clock.now() });
    t.clock.advance(60_000);
  };
  const selfie = async (of: TestMember) => {
    const [row] = await t.app.deps.db.insert(verificationRequests).values({ userId: of.id, selfiePath: `s-${of.id}.jpg`, confidence: 0.5, createdAt: t.clock.now() }).returning();
    t.clock.advance(60_000);
    return row.id;
  };

  it("is for moderators and admins only", async () => {
    const member = await createMember(t);
    expect((await anonymous(t, "GET", "/api/moderation/queue")).statusCode).toBe(401);
    expect((await member.request("GET", "/api/moderation/queue")).statusCode).toBe(403);
    expect(await queue(moderator)).toEqual({ items: [], total: 0, nextOffset: null, counts: { report: 0, signal: 0, verification: 0 } });
    expect((await queue(admin)).total).toBe(0);
  });

  it("refuses a bad kind, offset or limit with a 400 that names it", async () => {
    for (const [query, field] of [
      ["?kind=photos", "kind"],
      ["?limit=0", "limit"],
      [`?limit=${MODERATION_QUEUE_PAGE_MAX + 1}`, "limit"],
      [`?limit=${INT_MAX + 1}`, "limit"],
      ["?limit=two", "limit"],
      ["?offset=-1", "offset"],
      ["?offset=1.5", "offset"],
      [`?offset=${INT_MAX + 1}`, "offset"],
    ]) {
      const res = await moderator.request("GET", `/api/moderation/queue${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(field));
    }
    expect((await moderator.request("GET", "/api/moderation/queue?sort=newest")).statusCode).toBe(400);
  });

  it("lists reports, signals and selfies strongest and newest first with their evidence; pages and filters by kind", async () => {
    const [a, b, c, d] = [await createMember(t, { name: "Amal" }), await createMember(t, { name: "Badr" }), await createMember(t, { name: "Cyra" }), await createMember(t, { name: "Dana" })];
    const reportId = await report(a, b);
    await signal(c);
    const selfieId = await selfie(d);
    await signal(c); // a second signal: still one item for the member, dated by the oldest, and stronger

    const all = await queue(moderator);
    // Two signals outweigh one report or one selfie; between those, the newer first.
    expect(all.items.map((i) => i.key)).toEqual([`signal:${c.id}`, `verification:${selfieId}`, `report:${reportId}`]);
    expect(all.counts).toEqual({ report: 1, signal: 1, verification: 1 });
    const [s, v, r] = all.items;
    expect(r).toMatchObject({ kind: "report", member: { id: b.id, name: "Badr" }, report: { id: reportId, reason: "spam", details: "asked me for gift cards", reporter: { id: a.id } } });
    expect(s).toMatchObject({ kind: "signal", member: { id: c.id }, signal: { state: "open", signals: [{ code: "MONEY_REQUEST", count: 2 }] } });
    if (s.kind === "signal") expect(s.signal.signals[0].evidence[0]).toMatchObject({ text: "send usdt", found: "usdt" });
    expect(v).toMatchObject({ kind: "verification", member: { id: d.id }, verification: { id: selfieId, confidence: 0.5, selfieUrl: `/api/moderation/verifications/${selfieId}/selfie` } });
    expect(Date.parse(r.at)).toBeLessThan(Date.parse(s.at));

    const first = await queue(moderator, "?limit=2");
    expect([first.items.length, first.total, first.nextOffset]).toEqual([2, 3, 2]);
    const second = await queue(moderator, "?limit=2&offset=2");
    expect([second.items.map((i) => i.kind), second.nextOffset]).toEqual([["report"], null]);
    const onlySignals = await queue(moderator, "?kind=signal");
    expect([onlySignals.items.map((i) => i.key), onlySignals.total]).toEqual([[`signal:${c.id}`], 1]);
    expect(onlySignals.counts.report).toBe(1);

    // Acted on through each kind's own call, the item leaves the queue.
    expect((await moderator.request("POST", `/api/moderation/reports/${reportId}`, { action: "dismiss" })).statusCode).toBe(200);
    expect((await moderator.request("POST", `/api/moderation/signals/${c.id}`, { action: "clear" })).statusCode).toBe(200);
    expect((await queue(moderator)).items.map((i) => i.kind)).toEqual(["verification"]);
  });

  it("orders held members first, then by strength, newest among equals; pages in that order and counts past the end", async () => {
    const [held, twice, reportedTwice, once, older] = [await createMember(t), await createMember(t), await createMember(t), await createMember(t), await createMember(t)];
    const oldReport = await report(moderator, older);
    await signal(twice);
    await signal(twice);
    const firstOfTwo = await report(admin, reportedTwice);
    const secondOfTwo = await report(moderator, reportedTwice);
    const selfieId = await selfie(once);
    expect((await admin.request("POST", `/api/moderation/signals/${held.id}`, { action: "hold" })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const order = [
      `signal:${held.id}`, // held: above everything
      `report:${secondOfTwo}`, // two reports about one member, the newer of the two first
      `report:${firstOfTwo}`,
      `signal:${twice.id}`, // two signals, older than those reports
      `verification:${selfieId}`, // one each: the newer first
      `report:${oldReport}`,
    ];
    expect((await queue(moderator)).items.map((i) => i.key)).toEqual(order);
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: ModerationQueuePage = await queue(moderator, `?limit=4&offset=${offset}`);
      expect(page.total).toBe(6);
      seen.push(...page.items.map((i) => i.key));
      offset = page.nextOffset;
    }
    expect(seen).toEqual(order);
    const reportsOnly = await queue(moderator, "?kind=report&limit=2&offset=1");
    expect([reportsOnly.items.map((i) => i.key), reportsOnly.total, reportsOnly.nextOffset]).toEqual([[`report:${firstOfTwo}`, `report:${oldReport}`], 3, null]);
    // Past the end: no items, and the counts still there for the filter.
    const past = await queue(moderator, "?offset=40");
    expect(past).toEqual({ items: [], total: 6, nextOffset: null, counts: { report: 3, signal: 2, verification: 1 } });
  });

  it("shows a stored reason it no longer knows as \"other\" instead of failing the whole queue", async () => {
    const [by, about] = [await createMember(t), await createMember(t)];
    await t.app.deps.db.insert(reports).values({ reporterId: by.id, reportedId: about.id, reason: "retired_reason", details: null, createdAt: t.clock.now() });
    const page = await queue(admin, "?kind=report");
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ kind: "report", report: { reason: "other" } });
    expect((await admin.request("GET", "/api/moderation/reports")).statusCode).toBe(200);
  });

  it("a held member waits from the hold; suspending closes the case", async () => {
    const held = await createMember(t);
    expect((await moderator.request("POST", `/api/moderation/signals/${held.id}`, { action: "hold" })).statusCode).toBe(200);
    const [item] = (await queue(moderator, "?kind=signal")).items;
    expect(item).toMatchObject({ kind: "signal", member: { id: held.id }, signal: { state: "held", signals: [] } });
    expect((await moderator.request("POST", `/api/moderation/signals/${held.id}`, { action: "suspend" })).statusCode).toBe(200);
    expect((await queue(moderator)).total).toBe(0);
  });

  it("keeps the staff rules on items from the queue: no own report, no report or hold on staff", async () => {
    const member = await createMember(t);
    const own = await report(moderator, member);
    const aboutMe = await report(member, moderator);
    const aboutAdmin = await report(member, admin);
    await signal(admin);
    const keys = (await queue(moderator)).items.map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining([`report:${own}`, `report:${aboutMe}`, `report:${aboutAdmin}`, `signal:${admin.id}`]));
    for (const id of [own, aboutMe]) {
      const res = await moderator.request("POST", `/api/moderation/reports/${id}`, { action: "dismiss" });
      expect([res.statusCode, res.json().code]).toEqual([403, "OWN_REPORT"]);
    }
    const staff = await moderator.request("POST", `/api/moderation/reports/${aboutAdmin}`, { action: "suspend" });
    expect([staff.statusCode, staff.json().code]).toEqual([403, "STAFF_REPORT"]);
    for (const action of ["hold", "suspend"]) {
      const res = await moderator.request("POST", `/api/moderation/signals/${admin.id}`, { action });
      expect([res.statusCode, res.json().code]).toEqual([403, "STAFF_MEMBER"]);
    }
    expect((await queue(moderator)).total).toBe(4);
  });

  it("pages the photo decisions and filters them: flagged, one decision, older than an id", async () => {
    const member = await createMember(t);
    const rows = [];
    for (let i = 0; i < 30; i++) {
      rows.push({ userId: member.id, kind: i % 3 === 0 ? ("chat_photo" as const) : ("profile_photo" as const), decision: i % 10 === 0 ? ("refused" as const) : ("allowed" as const), score: i / 100, label: "Neutral", createdAt: t.clock.now() });
      t.clock.advance(1000);
    }
    await t.app.deps.db.insert(safetyDecisions).values(rows);
    const get = async (query: string) => {
      const res = await moderator.request("GET", `/api/moderation/safety-decisions${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number; decision: string }[];
    };
    expect(await get("")).toHaveLength(30);
    const flagged = await get("?decision=flagged");
    expect(flagged.map((d) => d.decision)).toEqual(["refused", "refused", "refused"]);
    const page = await get("?decision=allowed&limit=5");
    expect(page).toHaveLength(5);
    const next = await get(`?decision=allowed&limit=5&before=${page[4].id}`);
    expect(next[0].id).toBeLessThan(page[4].id);
    // One kind of photo: chat photos are every third row (0, 3, ..., 27), newest first.
    const chat = await get("?kind=chat_photo&limit=4");
    expect(chat.map((d) => (d as unknown as { kind: string }).kind)).toEqual(["chat_photo", "chat_photo", "chat_photo", "chat_photo"]);
    const chatRest = await get(`?kind=chat_photo&before=${chat[3].id}`);
    expect(chatRest).toHaveLength(6);
    expect((await get("?kind=chat_photo&decision=refused")).length).toBe(1);
    for (const query of ["?kind=voice", "?decision=nice", "?limit=0", "?limit=51", `?before=${INT_MAX + 1}`, "?before=0"]) {
      const res = await moderator.request("GET", `/api/moderation/safety-decisions${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await member.request("GET", "/api/moderation/safety-decisions?decision=flagged")).statusCode).toBe(403);
  });
});
