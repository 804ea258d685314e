import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY } from "@ulfa/contracts";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { blocks, staffRoles, users, type NewUserRow } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { fakeWebm, jpegWithGps, multipartBody } from "../../test/chat-media";
import { OPENAPI_PATH } from "../openapi/plugin";

/**
 * Every route that takes a member's id (or an id that leads to one: a match, a message in a match),
 * read from the app's own OpenAPI document, walked by a stranger against members who hide from them:
 * the answer must be exactly the answer for an id that does not exist, so ids cannot be walked
 * (visibility/policy.ts). A new route with an id-like parameter fails here until it is put in the
 * table below, with how it is exercised.
 */

const ADMIN_EMAIL = "walk-admin@example.test";
const UNKNOWN_ID = 999_999;
const WEEKEND = { promptId: "perfect_weekend", answer: "Coffee by the Nile" };

/** Who a route is called about: a member's id, and what leads to them. */
interface Subject {
  id: number;
  /** One of their prompt voice answers (file name). */
  voice: string;
  /** A match of theirs (with someone else for a hidden member, with the viewer for the control). */
  matchId: number;
  /** A text message in that match, written by the other side. */
  messageId: number;
  /** A photo message in that match, written by the other side. */
  photoMessageId: number;
}

interface Ctx {
  t: TestApp;
  viewer: TestMember;
  /** A live chaperone link of the viewer's (its token and id), reading the viewer's own match. */
  chaperone: { id: number; token: string };
  photo: Buffer;
  voiceNote: Buffer;
}

type Call = (c: Ctx, s: Subject) => Promise<LightMyRequestResponse>;

/**
 * How each route is exercised:
 * - member: the id is a member's; hidden members must answer as UNKNOWN_ID, a visible one otherwise;
 * - match: the id leads to a member through a match; a hidden member's match (not the viewer's)
 *   must answer as an unknown match, the viewer's own otherwise;
 * - filter: the ids only leave members out of a list the viewer gets anyway;
 * - staff: moderators and admins only, a member is refused whatever the id;
 * - notMember: the id-like parameter never names another member (the reason says what it is).
 */
type Entry =
  | { kind: "member" | "match"; call: Call }
  | { kind: "filter" | "staff"; call: Call }
  | { kind: "notMember"; reason: string };

const json = (c: Ctx, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => c.viewer.request(method, url, body);
const upload = (c: Ctx, url: string, field: "photo" | "voice") => {
  const file = field === "photo" ? { field, filename: "p.jpg", mime: "image/jpeg", bytes: c.photo } : { field, filename: "v.webm", mime: "audio/webm", bytes: fakeWebm() };
  const { body, headers } = multipartBody(field === "voice" ? { durationMs: "3200", waveform: "[1,50,100,20]" } : {}, file);
  return c.viewer.request("POST", url, body, headers);
};
const inTwoDays = (c: Ctx) => new Date(c.t.clock.now().getTime() + 48 * 3_600_000).toISOString();

const ROUTES: Record<string, Entry> = {
  "GET /api/users/{id}/questions": { kind: "member", call: (c, s) => json(c, "GET", `/api/users/${s.id}/questions`) },
  "POST /api/analyze-compatibility": { kind: "member", call: (c, s) => json(c, "POST", "/api/analyze-compatibility", { targetUserId: s.id }) },
  "POST /api/likes": {
    kind: "member",
    // With a comment: the comment would land in her "likes you".
    call: (c, s) => json(c, "POST", "/api/likes", { toUserId: s.id, isLike: true, isSuperLike: false, target: { kind: "prompt", promptId: WEEKEND.promptId }, comment: "Coffee where?" }),
  },
  "GET /api/media/prompt-voices/{userId}/{file}": { kind: "member", call: (c, s) => json(c, "GET", `/api/media/prompt-voices/${s.id}/${s.voice}`) },
  "POST /api/blocks": { kind: "member", call: (c, s) => json(c, "POST", "/api/blocks", { userId: s.id }) },
  // The viewer's own block list: only a member they blocked can be unblocked.
  "DELETE /api/blocks/{userId}": { kind: "member", call: (c, s) => json(c, "DELETE", `/api/blocks/${s.id}`) },
  "POST /api/reports": { kind: "member", call: (c, s) => json(c, "POST", "/api/reports", { userId: s.id, reason: "spam" }) },
  "GET /api/surprise-match": { kind: "filter", call: (c, s) => json(c, "GET", `/api/surprise-match?exclude=${s.id}`) },

  "DELETE /api/matches/{id}": { kind: "match", call: (c, s) => json(c, "DELETE", `/api/matches/${s.matchId}`) },
  "POST /api/matches/{id}/seen": { kind: "match", call: (c, s) => json(c, "POST", `/api/matches/${s.matchId}/seen`) },
  "GET /api/matches/{id}/messages": { kind: "match", call: (c, s) => json(c, "GET", `/api/matches/${s.matchId}/messages`) },
  "POST /api/matches/{id}/messages": { kind: "match", call: (c, s) => json(c, "POST", `/api/matches/${s.matchId}/messages`, { content: "Hello", replyToId: s.messageId }) },
  "DELETE /api/matches/{id}/messages/{messageId}": {
    kind: "match",
    // Unsending is the sender's: the control's message is the viewer's own (see beforeAll).
    call: (c, s) => json(c, "DELETE", `/api/matches/${s.matchId}/messages/${s.messageId}`),
  },
  "PUT /api/matches/{id}/messages/{messageId}/reaction": {
    kind: "match",
    call: (c, s) => json(c, "PUT", `/api/matches/${s.matchId}/messages/${s.photoMessageId}/reaction`, { emoji: "🔥" }),
  },
  "DELETE /api/matches/{id}/messages/{messageId}/reaction": {
    kind: "match",
    call: (c, s) => json(c, "DELETE", `/api/matches/${s.matchId}/messages/${s.photoMessageId}/reaction`),
  },
  "POST /api/matches/{id}/messages/photo": { kind: "match", call: (c, s) => upload(c, `/api/matches/${s.matchId}/messages/photo`, "photo") },
  "POST /api/matches/{id}/messages/voice": { kind: "match", call: (c, s) => upload(c, `/api/matches/${s.matchId}/messages/voice`, "voice") },
  "GET /api/matches/{id}/messages/{messageId}/media": { kind: "match", call: (c, s) => json(c, "GET", `/api/matches/${s.matchId}/messages/${s.photoMessageId}/media`) },
  "POST /api/matches/{id}/messages/{messageId}/reveal": { kind: "match", call: (c, s) => json(c, "POST", `/api/matches/${s.matchId}/messages/${s.photoMessageId}/reveal`) },
  "POST /api/matches/{id}/photo-access": { kind: "match", call: (c, s) => json(c, "POST", `/api/matches/${s.matchId}/photo-access`) },
  "DELETE /api/matches/{id}/photo-access": { kind: "match", call: (c, s) => json(c, "DELETE", `/api/matches/${s.matchId}/photo-access`) },
  "POST /api/matches/{id}/date-share": { kind: "match", call: (c, s) => json(c, "POST", `/api/matches/${s.matchId}/date-share`, { at: inTwoDays(c), place: "Café" }) },
  "POST /api/chaperones": { kind: "match", call: (c, s) => json(c, "POST", "/api/chaperones", { email: `wali-${s.matchId}@example.test`, matchIds: [s.matchId] }) },
  "PATCH /api/chaperones/{id}": { kind: "match", call: (c, s) => json(c, "PATCH", `/api/chaperones/${c.chaperone.id}`, { matchIds: [s.matchId] }) },
  "GET /api/chaperone/{token}/photo/{matchId}": { kind: "match", call: (c, s) => anonymous(c.t, "GET", `/api/chaperone/${c.chaperone.token}/photo/${s.matchId}`) },
  "POST /api/date-shares": { kind: "match", call: (c, s) => json(c, "POST", "/api/date-shares", { matchId: s.matchId, at: inTwoDays(c), place: "Café" }) },
  "GET /api/matches/{id}/opening-moves": { kind: "match", call: (c, s) => json(c, "GET", `/api/matches/${s.matchId}/opening-moves`) },
  "GET /api/likes/opening/{id}": { kind: "match", call: (c, s) => json(c, "GET", `/api/likes/opening/${s.matchId}`) },

  "GET /api/moderation/verifications/{id}/selfie": { kind: "staff", call: (c, s) => json(c, "GET", `/api/moderation/verifications/${s.id}/selfie`) },
  "POST /api/moderation/verifications/{id}": { kind: "staff", call: (c, s) => json(c, "POST", `/api/moderation/verifications/${s.id}`, { decision: "approve" }) },
  "POST /api/moderation/reports/{id}": { kind: "staff", call: (c, s) => json(c, "POST", `/api/moderation/reports/${s.id}`, { action: "dismiss" }) },
  "POST /api/moderation/suspensions/{userId}/lift": { kind: "staff", call: (c, s) => json(c, "POST", `/api/moderation/suspensions/${s.id}/lift`) },
  "POST /api/moderation/signals/{userId}": { kind: "staff", call: (c, s) => json(c, "POST", `/api/moderation/signals/${s.id}`, { action: "dismiss" }) },
  "POST /api/moderation/approvals/{userId}": { kind: "staff", call: (c, s) => json(c, "POST", `/api/moderation/approvals/${s.id}`) },
  "DELETE /api/admin/staff/{userId}": { kind: "staff", call: (c, s) => json(c, "DELETE", `/api/admin/staff/${s.id}`) },
  "GET /api/admin/members/{userId}": { kind: "staff", call: (c, s) => json(c, "GET", `/api/admin/members/${s.id}`) },
  "POST /api/admin/members/{userId}/notes": { kind: "staff", call: (c, s) => json(c, "POST", `/api/admin/members/${s.id}/notes`, { body: "note" }) },
  "POST /api/admin/members/{userId}/suspension": { kind: "staff", call: (c, s) => json(c, "POST", `/api/admin/members/${s.id}/suspension`, { days: 1, reason: "walk" }) },

  "PUT /api/user/prompts/{promptId}/voice": { kind: "notMember", reason: "a prompt's key, on the member's own profile" },
  "DELETE /api/user/prompts/{promptId}/voice": { kind: "notMember", reason: "a prompt's key, on the member's own profile" },
  "POST /api/site/announcement/dismiss": { kind: "notMember", reason: "the id of the announcement being dismissed" },
  "PATCH /api/payments/subscriptions/{id}": { kind: "notMember", reason: "the member's own subscription" },
  "POST /api/complete-purchase": { kind: "notMember", reason: "a payment provider's intent id" },
  "POST /api/payment-success": { kind: "notMember", reason: "a payment provider's intent id" },
  "POST /api/payments/test/confirm": { kind: "notMember", reason: "a payment provider's intent id" },
  "DELETE /api/chaperones/{id}": { kind: "notMember", reason: "the member's own chaperone (another's answers 404, chaperone.test.ts)" },
  "POST /api/date-shares/{id}/ok": { kind: "notMember", reason: "the member's own shared date's check-in (another's answers 404, check-in.test.ts)" },
  "POST /api/date-shares/{id}/help": { kind: "notMember", reason: "the member's own shared date's check-in (another's answers 404, check-in.test.ts)" },
  "PUT /api/questions/{id}/answer": { kind: "notMember", reason: "a question of the bank, answered on the member's own profile" },
  "DELETE /api/questions/{id}/answer": { kind: "notMember", reason: "a question of the bank, answered on the member's own profile" },
  "DELETE /api/date-shares/{id}": { kind: "notMember", reason: "the member's own shared date (another's answers 404, date-share.test.ts)" },
  "GET /api/chaperone/{token}/messages/{messageId}/photo": { kind: "notMember", reason: "a message of the conversations behind the link's own token (chaperone-scope.test.ts)" },
};

/** A parameter or top-level body field that may carry a member's id or lead to one. */
const ID_LIKE = /^(id|exclude)$|Ids?$/;

type Schema = { $ref?: string; properties?: Record<string, unknown> };
type Operation = { parameters?: { name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

function idLikeOperations(doc: Document): string[] {
  const resolve = (s: Schema | undefined) => (s?.$ref ? doc.components?.schemas?.[s.$ref.split("/").pop()!] : s);
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => method !== "head")
      .filter(([, op]) => {
        const names = [
          ...(op.parameters ?? []).map((p) => p.name),
          ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => Object.keys(resolve(c.schema)?.properties ?? {})),
        ];
        return names.some((n) => ID_LIKE.test(n));
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/** What an answer tells: its status, and its body (errors: code and message). */
function answer(res: LightMyRequestResponse) {
  const type = String(res.headers["content-type"] ?? "");
  const body = type.includes("json") ? (res.json() as Record<string, unknown>) : res.rawPayload.length;
  return res.statusCode >= 400 && typeof body === "object" ? { status: res.statusCode, code: body.code, message: body.message } : { status: res.statusCode, body };
}

describe(`every route naming a member hides who hides (${testDbKind})`, () => {
  const c = {} as Ctx;
  const hidden: Record<string, Subject> = {};
  let unknown: Subject;
  let doc: Document;
  let voiceFile = "";

  const member = (overrides: Partial<NewUserRow> = {}) => createMember(c.t, { gender: "female", interestedIn: "male", prompts: [WEEKEND], ...overrides });
  const withVoice = async (m: TestMember) => {
    const { body, headers } = multipartBody({}, { field: "voice", filename: "v.webm", mime: "audio/webm", bytes: c.voiceNote });
    const res = await m.request("PUT", `/api/user/prompts/${WEEKEND.promptId}/voice`, body, headers);
    expect(res.statusCode).toBe(200);
    return String(res.json().prompts[0].voiceUrl).split("/").pop()!;
  };
  /** A match of `m` with `partner`, where the partner wrote a text and a photo. */
  const conversation = async (m: TestMember, partner: TestMember, byViewer = false) => {
    const matchId = await makeMatch(c.t, m, partner);
    const writer = byViewer ? m : partner;
    const text = await writer.request("POST", `/api/matches/${matchId}/messages`, { content: "Hi there" });
    const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: c.photo });
    const photo = await partner.request("POST", `/api/matches/${matchId}/messages/photo`, body, headers);
    expect([text.statusCode, photo.statusCode]).toEqual([201, 201]);
    return { matchId, messageId: text.json().id as number, photoMessageId: photo.json().id as number };
  };
  /** A member who would be in the viewer's deck, with a voice answer, matched with someone else. */
  const subject = async (overrides: Partial<NewUserRow> = {}): Promise<{ m: TestMember; s: Subject }> => {
    const m = await member(overrides);
    const voice = await withVoice(m);
    const partner = await createMember(c.t, { gender: "male", interestedIn: "female" });
    return { m, s: { id: m.id, voice, ...(await conversation(m, partner)) } };
  };

  beforeAll(async () => {
    c.t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL }, config: { rateLimitMax: 10_000 } });
    c.photo = await jpegWithGps(400, 300);
    c.voiceNote = fakeWebm(3000, 4_000);
    c.viewer = await createMember(c.t, { gender: "male", interestedIn: "female" });
    doc = (await anonymous(c.t, "GET", OPENAPI_PATH)).json();
    const db = c.t.app.deps.db;
    const now = c.t.clock.now();
    const set = (id: number, values: Partial<NewUserRow>) => db.update(users).set(values).where(eq(users.id, id));

    // Each hides from the viewer one way; each had a voice answer and a match before hiding.
    hidden.incognito = (await subject({ privacy: { ...DEFAULT_PRIVACY, incognito: true } })).s;
    const snoozed = await subject();
    await set(snoozed.m.id, { snoozedAt: now, snoozedUntil: null });
    hidden.snoozed = snoozed.s;
    const blocker = await subject();
    await db.insert(blocks).values({ blockerId: blocker.m.id, blockedId: c.viewer.id, createdAt: now });
    hidden.blocked = blocker.s;
    const suspended = await subject();
    await set(suspended.m.id, { suspendedAt: now });
    hidden.suspended = suspended.s;
    const deactivated = await subject();
    await set(deactivated.m.id, { deactivatedAt: now });
    hidden.deactivated = deactivated.s;
    hidden.admin = (await subject({ email: ADMIN_EMAIL })).s;
    for (const role of ["admin", "moderator"] as const) {
      const staff = await subject();
      await db.insert(staffRoles).values({ userId: staff.m.id, role });
      hidden[`granted ${role}`] = staff.s;
    }
    await c.t.app.deps.staff.reload();
    voiceFile = hidden.incognito.voice;
    unknown = { id: UNKNOWN_ID, voice: voiceFile, matchId: UNKNOWN_ID, messageId: hidden.incognito.messageId, photoMessageId: hidden.incognito.photoMessageId };

    // The viewer's own live chaperone link, reading a match of the viewer's.
    const own = await member();
    const ownMatch = await makeMatch(c.t, c.viewer, own);
    const invite = await c.viewer.request("POST", "/api/chaperones", { email: "own-wali@example.test", matchIds: [ownMatch] });
    expect(invite.statusCode).toBe(201);
    const link = String(invite.json().link);
    c.chaperone = { id: invite.json().chaperone.id, token: link.slice(link.lastIndexOf("/") + 1) };
  });
  afterAll(() => c.t.close());

  /** A member the viewer may see, for the control call: in their deck, or their match for match routes. */
  async function control(route: string, kind: Entry["kind"]): Promise<Subject> {
    const m = await member();
    const photo = `data:image/jpeg;base64,${(await sharp({ create: { width: 40, height: 50, channels: 3, background: "#3264c8" } }).jpeg().toBuffer()).toString("base64")}`;
    expect((await m.request("POST", "/api/photos", { photo })).statusCode).toBeLessThan(300);
    const voice = await withVoice(m);
    if (route === "DELETE /api/blocks/{userId}") await c.viewer.request("POST", "/api/blocks", { userId: m.id });
    if (kind !== "match") return { id: m.id, voice, matchId: 0, messageId: 0, photoMessageId: 0 };
    const conv = await conversation(c.viewer, m, route === "DELETE /api/matches/{id}/messages/{messageId}");
    // The chaperone link reads it too (for its photo route).
    if (route === "GET /api/chaperone/{token}/photo/{matchId}") {
      await c.viewer.request("PATCH", `/api/chaperones/${c.chaperone.id}`, { matchIds: [conv.matchId] });
    }
    // Unsharing needs a reveal first.
    if (route === "DELETE /api/matches/{id}/photo-access") await c.viewer.request("POST", `/api/matches/${conv.matchId}/photo-access`);
    if (route === "GET /api/matches/{id}/messages/{messageId}/media") {
      await c.viewer.request("POST", `/api/matches/${conv.matchId}/messages/${conv.photoMessageId}/reveal`);
    }
    if (route === "DELETE /api/matches/{id}/messages/{messageId}/reaction") {
      await c.viewer.request("PUT", `/api/matches/${conv.matchId}/messages/${conv.photoMessageId}/reaction`, { emoji: "🔥" });
    }
    return { id: m.id, voice, ...conv };
  }

  it("the table classifies every route whose parameters or body carry an id", () => {
    const found = idLikeOperations(doc);
    expect(found.length).toBeGreaterThan(30);
    const unclassified = found.filter((route) => !(route in ROUTES));
    expect(unclassified, "put each in ROUTES (visibility/member-routes.test.ts) with how it is exercised").toEqual([]);
    // And nothing listed that the document no longer has.
    expect(Object.keys(ROUTES).filter((route) => !found.includes(route))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(ROUTES)) {
    if (entry.kind === "notMember") continue;
    it(`${route} (${entry.kind}): answers about a hidden member exactly as about an id that does not exist`, async () => {
      const nobody = answer(await entry.call(c, unknown));
      if (entry.kind === "staff") expect(nobody.status).toBe(403);
      if (entry.kind === "member" || entry.kind === "match") expect(nobody.status, JSON.stringify(nobody)).toBe(404);
      for (const [who, s] of Object.entries(hidden)) expect(answer(await entry.call(c, s)), `${route} about the ${who} member`).toEqual(nobody);
      if (entry.kind === "member" || entry.kind === "match") {
        // The call is well formed: about a member the viewer may see, it answers.
        const seen = await entry.call(c, await control(route, entry.kind));
        expect(seen.statusCode, `${route} about a visible member: ${seen.body.slice(0, 200)}`).toBeLessThan(300);
      }
    });
  }

  it("staff are in no deck, neither by ADMIN_EMAILS nor by a granted role", async () => {
    const candidate = await member();
    const deck = ((await c.viewer.request("GET", "/api/discover?globalMatching=true")).json() as { id: number }[]).map((d) => d.id);
    expect(deck).toContain(candidate.id);
    for (const who of ["admin", "granted admin", "granted moderator"]) expect(deck, who).not.toContain(hidden[who].id);
  });

  it("a granted role taken back puts the member back in decks", async () => {
    const staff = await member();
    await c.t.app.deps.db.insert(staffRoles).values({ userId: staff.id, role: "moderator" });
    const deck = async () => ((await c.viewer.request("GET", "/api/discover?globalMatching=true")).json() as { id: number }[]).map((d) => d.id);
    expect(await deck()).not.toContain(staff.id);
    await c.t.app.deps.db.delete(staffRoles).where(and(eq(staffRoles.userId, staff.id)));
    expect(await deck()).toContain(staff.id);
  });
});
