import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { anonymous, createMember, createStaff, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { connectSocket, makeMatch } from "../../test/matches";
import { fakeWebm, jpegWithGps, multipartBody } from "../../test/chat-media";
import { testPhoto } from "../../test/test-photos";
import { newRegistration } from "../../test/auth";
import { auditLog, heldActions, messages, photoHashes, swipes, trustSignals, users } from "../db/schema";

const ADMIN = "admin@example.test";

describe(`trust and safety (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let moderator: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users, invite_codes restart identity cascade`);
    await t.app.deps.db.execute(sql`delete from site_settings`);
    t.app.deps.site.invalidate();
    ({ admin, moderator } = await createStaff(t, ADMIN));
  });

  async function setRules(rules: Record<string, unknown>) {
    const { version } = (await admin.request("GET", "/api/admin/site")).json();
    const res = await admin.request("PATCH", "/api/admin/site", { version, rules });
    expect(res.statusCode, res.body).toBe(200);
  }
  const send = (from: TestMember, matchId: number, content: string) => from.request("POST", `/api/matches/${matchId}/messages`, { content });
  const signalsOf = async (userId: number) => (await t.app.deps.db.select().from(trustSignals).where(eq(trustSignals.userId, userId))).map((s) => s.code);

  it("lets only moderators and admins read and act on the signals queue", async () => {
    const member = await createMember(t);
    expect((await anonymous(t, "GET", "/api/moderation/signals")).statusCode).toBe(401);
    expect((await member.request("GET", "/api/moderation/signals")).statusCode).toBe(403);
    expect((await member.request("POST", `/api/moderation/signals/${member.id}`, { action: "clear" })).statusCode).toBe(403);
    expect((await moderator.request("GET", "/api/moderation/signals")).json()).toEqual([]);
    expect((await admin.request("GET", "/api/moderation/signals")).statusCode).toBe(200);
    expect((await moderator.request("POST", `/api/moderation/signals/${member.id}`, { action: "ban" })).statusCode).toBe(400);
    expect((await moderator.request("POST", "/api/moderation/signals/999999", { action: "clear" })).statusCode).toBe(404);
    expect((await member.request("GET", "/api/admin/invites")).statusCode).toBe(403);
    expect((await moderator.request("POST", "/api/admin/invites", {})).statusCode).toBe(403);
    expect((await member.request("POST", "/api/user/appeal", {})).statusCode).toBe(409);
  });

  it("never holds or suspends staff from the queue, nor one's own account: the admins cannot be locked out", async () => {
    for (const action of ["hold", "suspend"]) {
      const res = await moderator.request("POST", `/api/moderation/signals/${admin.id}`, { action });
      expect([res.statusCode, res.json().code], action).toEqual([403, "STAFF_MEMBER"]);
    }
    const self = await moderator.request("POST", `/api/moderation/signals/${moderator.id}`, { action: "clear" });
    expect(self.statusCode).toBe(400);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, admin.id));
    expect(row.suspendedAt).toBeNull();
  });

  it("warns the recipient of a young conversation's phone number, not the sender; a long conversation swaps numbers freely", async () => {
    const [a, b] = [await createMember(t, { name: "Sami" }), await createMember(t, { name: "Rana" })];
    const matchId = await makeMatch(t, a, b);
    const [senderSocket, recipientSocket] = [await connectSocket(t.app, a.cookie), await connectSocket(t.app, b.cookie)];
    const sent = await send(a, matchId, "add me on whatsapp ٠٥٠ ١٢٣ ٤٥٦٧");
    expect(sent.statusCode).toBe(201);
    expect(sent.json().safety).toBeUndefined();
    const isMessage = (e: Record<string, unknown>) => e.type === "message";
    expect(((await recipientSocket.next(isMessage)).message as { safety?: unknown }).safety).toEqual({ warning: "OFF_PLATFORM_CONTACT" });
    expect(((await senderSocket.next(isMessage)).message as { safety?: unknown }).safety).toBeUndefined();
    await Promise.all([senderSocket.close(), recipientSocket.close()]);
    const seen = (await b.request("GET", `/api/matches/${matchId}/messages`)).json();
    expect(seen.at(-1).safety).toEqual({ warning: "OFF_PLATFORM_CONTACT" });
    expect((await a.request("GET", `/api/matches/${matchId}/messages`)).json().at(-1).safety).toBeUndefined();
    expect(await signalsOf(a.id)).toEqual(["OFF_PLATFORM_CONTACT"]);

    // Two members who have written ten messages each are past the young conversation (rules.youngConversationMessages).
    const [c, d] = [await createMember(t), await createMember(t)];
    const long = await makeMatch(t, c, d);
    for (let i = 0; i < 10; i++) {
      expect((await send(c, long, `how was your day ${i}?`)).statusCode).toBe(201);
      expect((await send(d, long, `lovely, thanks ${i}`)).statusCode).toBe(201);
    }
    expect((await send(c, long, "here is my number: +971 50 123 4567, call me")).statusCode).toBe(201);
    expect((await send(d, long, "and mine is 0501112233 on whatsapp")).statusCode).toBe(201);
    expect((await d.request("GET", `/api/matches/${long}/messages`)).json().some((m: { safety?: unknown }) => m.safety)).toBe(false);
    expect(await signalsOf(c.id)).toEqual([]);
    expect(await signalsOf(d.id)).toEqual([]);
  });

  it("never loses a message when its check fails: delivered, logged, and the check retried by the job queue", async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const matchId = await makeMatch(t, a, b);
    const settings = t.app.deps.site.settings.bind(t.app.deps.site);
    let failed = false;
    // A stalled settings read inside the signal store, once (the request path's own reads go through).
    const spy = vi.spyOn(t.app.deps.site, "settings").mockImplementation(async () => {
      if (!failed && new Error().stack?.includes("recordSignal")) {
        failed = true;
        throw new Error("settings stalled");
      }
      return settings();
    });
    try {
      const sent = await send(a, matchId, "send me money through western union");
      expect(sent.statusCode).toBe(201);
      expect(failed).toBe(true);
      // The queue wakes for a new job at once; runDue waits for it. Once, not twice: nothing was half-stored.
      await t.app.deps.jobs.runDue();
      expect(await signalsOf(a.id)).toEqual(["MONEY_REQUEST"]);
      expect((await b.request("GET", `/api/matches/${matchId}/messages`)).json().at(-1).safety).toEqual({ warning: "MONEY_REQUEST" });
    } finally {
      spy.mockRestore();
    }
  });

  it("holds a member after repeated money requests: likes and first messages kept, out of decks, under review, appeal; clear delivers", async () => {
    const scammer = await createMember(t, { gender: "male", interestedIn: "female" });
    const victims = [await createMember(t), await createMember(t), await createMember(t)];
    const matchIds = [await makeMatch(t, scammer, victims[0]), await makeMatch(t, scammer, victims[1]), await makeMatch(t, scammer, victims[2])];
    expect((await send(scammer, matchIds[0], "I need money for my visa, can you send 200 dollars")).statusCode).toBe(201);
    expect((await send(scammer, matchIds[1], "ممكن تحول لي مبلغ بسيط ضروري")).statusCode).toBe(201);
    const me = (await scammer.request("GET", "/api/user")).json();
    expect(me.moderation).toBe("held");

    const heldMessage = await send(scammer, matchIds[2], "hello there");
    expect(heldMessage.statusCode).toBe(202);
    expect(heldMessage.json().held).toBe(true);
    const stranger = await createMember(t);
    const heldLike = await scammer.request("POST", "/api/likes", { toUserId: stranger.id, isLike: true, isSuperLike: false });
    expect(heldLike.json()).toMatchObject({ match: false, held: true });
    expect(await t.app.deps.db.select().from(swipes).where(eq(swipes.fromUserId, scammer.id))).toHaveLength(0);
    const viewer = await createMember(t, { gender: "female", interestedIn: "male" });
    const deck = (await viewer.request("GET", "/api/discover")).json();
    expect(JSON.stringify(deck)).not.toContain(`"id":${scammer.id},`);

    const first = (await scammer.request("POST", "/api/user/appeal", { message: "I was only joking" })).json();
    const again = (await scammer.request("POST", "/api/user/appeal", { message: "second try" })).json();
    expect(again.appealedAt).toBe(first.appealedAt);

    const queue = (await moderator.request("GET", "/api/moderation/signals")).json();
    expect(queue[0]).toMatchObject({ userId: scammer.id, state: "held", appeal: "I was only joking" });
    expect(queue[0].signals[0]).toMatchObject({ code: "MONEY_REQUEST", count: 2 });
    expect(queue[0].signals[0].evidence[0].text).toBeTypeOf("string");

    const cleared = (await moderator.request("POST", `/api/moderation/signals/${scammer.id}`, { action: "clear" })).json();
    expect(cleared).toEqual({ state: "cleared", delivered: 2, dropped: 0 });
    expect((await moderator.request("POST", `/api/moderation/signals/${scammer.id}`, { action: "clear" })).json()).toMatchObject({ state: "cleared", delivered: 0 });
    expect(await t.app.deps.db.select().from(swipes).where(eq(swipes.fromUserId, scammer.id))).toHaveLength(1);
    expect(await t.app.deps.db.select().from(messages).where(and(eq(messages.matchId, matchIds[2]), eq(messages.content, "hello there")))).toHaveLength(1);
    expect((await scammer.request("GET", "/api/user")).json().moderation).toBe("none");
    expect((await moderator.request("GET", "/api/moderation/signals")).json()).toEqual([]);
    const audits = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.targetUserId, scammer.id));
    // The second clear changed nothing: it answers the same and is not audited again.
    expect(audits.map((a) => a.action)).toEqual(["trust.clear"]);
  });

  it("suspending a held member drops what was held; dismiss and hold are idempotent", async () => {
    const bad = await createMember(t);
    const other = await createMember(t);
    expect((await moderator.request("POST", `/api/moderation/signals/${bad.id}`, { action: "hold" })).json().state).toBe("held");
    expect((await moderator.request("POST", `/api/moderation/signals/${bad.id}`, { action: "hold" })).json().state).toBe("held");
    await bad.request("POST", "/api/likes", { toUserId: other.id, isLike: true, isSuperLike: false, comment: "hey, nice photos you have there" });
    expect(await t.app.deps.db.select().from(heldActions)).toHaveLength(1);
    expect((await moderator.request("POST", `/api/moderation/signals/${bad.id}`, { action: "dismiss" })).json().state).toBe("held");
    expect((await moderator.request("POST", `/api/moderation/signals/${bad.id}`, { action: "suspend" })).json()).toEqual({ state: "suspended", delivered: 0, dropped: 1 });
    expect((await moderator.request("POST", `/api/moderation/signals/${bad.id}`, { action: "suspend" })).json()).toEqual({ state: "suspended", delivered: 0, dropped: 0 });
    expect(await t.app.deps.db.select().from(heldActions)).toHaveLength(0);
    expect((await bad.request("GET", "/api/user")).statusCode).toBe(401);
  });

  it("limits new people contacted per day by trust tier, with the reset time; premium does not raise it", async () => {
    await setRules({ introsPerDayNew: 2 });
    const me = await createMember(t, { premiumUntil: new Date(t.clock.now().getTime() + 30 * 86_400_000) });
    const others = [await createMember(t), await createMember(t), await createMember(t)];
    const comment = (to: TestMember, text: string) => me.request("POST", "/api/likes", { toUserId: to.id, isLike: true, isSuperLike: false, comment: text });
    expect((await comment(others[0], "love your hiking photos")).statusCode).toBe(200);
    expect((await comment(others[1], "we like the same books")).statusCode).toBe(200);
    const refused = await comment(others[2], "your dog is adorable");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("INTRO_LIMIT");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    // A like without words is not an intro; a day later the window has moved on.
    expect((await me.request("POST", "/api/likes", { toUserId: others[2].id, isLike: true, isSuperLike: false })).statusCode).toBe(200);
    t.clock.advance(24 * 3600_000 + 1000);
    const later = await createMember(t);
    expect((await comment(later, "hello from tomorrow, nice profile")).statusCode).toBe(200);
  });

  it("counts a first photo or voice note as an intro: past the limit a photo to someone new is refused (429 INTRO_LIMIT)", async () => {
    await setRules({ introsPerDayNew: 2 });
    const me = await createMember(t);
    const others = [await createMember(t), await createMember(t), await createMember(t)];
    const matchIds = [];
    for (const o of others) matchIds.push(await makeMatch(t, me, o));
    const photo = await jpegWithGps(64, 48);
    const sendPhoto = (matchId: number) => {
      const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: photo });
      return me.request("POST", `/api/matches/${matchId}/messages/photo`, body, headers);
    };
    const sendVoice = (matchId: number) => {
      const { body, headers } = multipartBody({ durationMs: "3200", waveform: "[1,50,100,20]" }, { field: "voice", filename: "v.webm", mime: "audio/webm", bytes: fakeWebm() });
      return me.request("POST", `/api/matches/${matchId}/messages/voice`, body, headers);
    };
    expect((await sendPhoto(matchIds[0])).statusCode).toBe(201);
    expect((await sendVoice(matchIds[1])).statusCode).toBe(201);
    const refused = await sendPhoto(matchIds[2]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("INTRO_LIMIT");
    // The people already contacted are not new: more photos to them are not intros.
    expect((await sendPhoto(matchIds[0])).statusCode).toBe(201);
    expect((await me.request("POST", `/api/matches/${matchIds[2]}/messages`, { content: "hello there" })).json().code).toBe("INTRO_LIMIT");
  });

  it("admits by invite: codes created, listed and revoked by admins; wrong, used up and expired codes named in the member's language", async () => {
    await setRules({ admission: "invite" });
    expect((await admin.request("POST", "/api/admin/invites", { uses: 0 })).statusCode).toBe(400);
    expect((await admin.request("POST", "/api/admin/invites", { expiresAt: "soon" })).statusCode).toBe(400);
    const single = (await admin.request("POST", "/api/admin/invites", {})).json().code as string;
    const created = await admin.request("POST", "/api/admin/invites", { uses: 5, expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString() });
    expect(created.statusCode).toBe(201);
    const expiring = created.json().code as string;

    const register = (body: Record<string, unknown>) => anonymous(t, "POST", "/api/auth/register", newRegistration(body));
    expect((await register({})).json()).toMatchObject({ code: "INVITE_REQUIRED" });
    const wrong = await register({ inviteCode: "NOPE" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: "INVITE_INVALID", message: "This invite code is wrong: check it and try again" });
    expect((await register({ inviteCode: "NOPE", language: "ar" })).json().message).toBe("رمز الدعوة هذا غير صحيح: تحقّق منه وحاول مرة أخرى");
    expect((await register({ inviteCode: single.toLowerCase() })).statusCode).toBe(201);
    expect((await register({ inviteCode: single })).json().message).toBe("This invite code has been used up");
    t.clock.advance(2 * 3600_000);
    expect((await register({ inviteCode: expiring })).json().message).toBe("This invite code has expired");

    const list = (await admin.request("GET", "/api/admin/invites")).json();
    expect(list.map((i: { code: string; used: number }) => [i.code, i.used]).sort()).toEqual([[expiring, 0], [single, 1]].sort());
    const revoked = await admin.request("DELETE", `/api/admin/invites/${single}`);
    expect(revoked.json().revokedAt).toBeTypeOf("string");
    expect((await admin.request("DELETE", `/api/admin/invites/${single}`)).json().revokedAt).toBe(revoked.json().revokedAt);
    expect((await admin.request("DELETE", "/api/admin/invites/UNKNOWN")).statusCode).toBe(404);
    expect((await anonymous(t, "GET", "/api/site")).json().rules.admission).toBe("invite");
  });

  it("admits by approval: a new member waits, out of decks and unable to like, until a moderator approves", async () => {
    await setRules({ admission: "approval" });
    const reg = newRegistration({ gender: "female" });
    expect((await anonymous(t, "POST", "/api/auth/register", reg)).statusCode).toBe(201);
    const queue = (await moderator.request("GET", "/api/moderation/approvals")).json();
    expect(queue).toHaveLength(1);
    const userId = queue[0].userId as number;
    await t.app.deps.db.execute(sql`update users set email_verified_at = now() where id = ${userId}`);
    expect((await moderator.request("POST", `/api/moderation/approvals/${userId}`)).json()).toEqual({ state: "approved" });
    expect((await moderator.request("GET", "/api/moderation/approvals")).json()).toEqual([]);
    // A signed-in member waiting for approval (the harness signs members in directly).
    const newcomer = await createMember(t);
    await t.app.deps.db.execute(sql`insert into member_reviews (user_id, state, since) values (${newcomer.id}, 'pending', now())`);
    const other = await createMember(t);
    const refused = await newcomer.request("POST", "/api/likes", { toUserId: other.id, isLike: true, isSuperLike: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("PENDING_APPROVAL");
    expect((await newcomer.request("GET", "/api/user")).json().moderation).toBe("pending");
    expect((await newcomer.request("POST", `/api/moderation/approvals/${userId}`)).statusCode).toBe(403);
    expect((await moderator.request("POST", `/api/moderation/approvals/${newcomer.id}`)).json()).toEqual({ state: "approved" });
    expect((await moderator.request("POST", `/api/moderation/approvals/${newcomer.id}`)).json()).toEqual({ state: "approved" });
    expect((await newcomer.request("POST", "/api/likes", { toUserId: other.id, isLike: true, isSuperLike: false })).statusCode).toBe(200);
  });

  it("finds another account's photo re-encoded and mirrored (DUPLICATE_PHOTO, both accounts linked); hashes go with the photo", async () => {
    const owner = await createMember(t);
    const copier = await createMember(t);
    const original = await testPhoto(7);
    const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString("base64")}`;
    expect((await owner.request("POST", "/api/photos", { photo: dataUrl(original) })).statusCode).toBe(200);
    expect((await copier.request("POST", "/api/photos", { photo: dataUrl(await testPhoto(8)) })).statusCode).toBe(200);
    expect(await signalsOf(copier.id)).toEqual([]);
    const mirrored = await sharp(original).flop().resize(200).jpeg({ quality: 50 }).toBuffer();
    expect((await copier.request("POST", "/api/photos", { photo: dataUrl(mirrored) })).statusCode).toBe(200);
    const [signal] = await t.app.deps.db.select().from(trustSignals).where(eq(trustSignals.userId, copier.id));
    expect(signal.code).toBe("DUPLICATE_PHOTO");
    expect(signal.evidence.linkedAccounts).toEqual([owner.id]);
    expect((await copier.request("GET", "/api/user")).json().moderation).toBe("held");
    expect(await t.app.deps.db.select().from(photoHashes).where(eq(photoHashes.userId, copier.id))).toHaveLength(2);
    expect((await copier.request("DELETE", "/api/photos/1")).statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(photoHashes).where(eq(photoHashes.userId, copier.id))).toHaveLength(1);
  });

  it("holds a member reported by several different members within the window (REPORTED)", async () => {
    const reported = await createMember(t);
    const reporters = [await createMember(t), await createMember(t), await createMember(t)];
    for (const [i, r] of reporters.entries()) {
      await makeMatch(t, r, reported);
      const res = await r.request("POST", "/api/reports", { userId: reported.id, reason: "spam" });
      expect(res.statusCode, res.body).toBe(201);
      expect((await reported.request("GET", "/api/user")).json().moderation).toBe(i < 2 ? "none" : "held");
    }
    const queue = (await moderator.request("GET", "/api/moderation/signals")).json();
    expect(queue[0].signals[0]).toMatchObject({ code: "REPORTED", count: 1 });
    expect(queue[0].signals[0].evidence[0].reporters).toHaveLength(3);
  });
});
