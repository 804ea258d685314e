import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, pushSubscriptions } from "../db/schema";
import { BOOST_DURATION_MS, type PushPayload } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { startTestPushService, type TestDevice, type TestPushService } from "../../test/push-service";
import { makeMatch } from "../../test/matches";
import { CONFUSING_ENDPOINTS, confusingEndpointsAt } from "../../test/push-endpoints";
import { queueDelivery } from "./deliver";
import { sendPush } from "./send";

const loopbackOnly = (address: string) => address === "127.0.0.1" || address === "::1";

describe(`web push (${testDbKind})`, () => {
  let t: TestApp;
  let service: TestPushService;
  /** A plain TCP listener that counts connections: the address a bypass would aim the server at. */
  let canary: Server;
  let canaryHits = 0;
  const vapid = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    service = await startTestPushService();
    canary = createServer((socket) => {
      canaryHits += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
    // The test service is a name on the allow-list (localhost:<port>); only loopback may be reached in tests.
    const push = { ...vapid, subject: "mailto:admin@example.test", testCa: service.ca, testIsAllowedAddress: loopbackOnly };
    t = await createTestApp({ config: { push, pushServiceHosts: [service.host] } });
    // Jobs run when the test drains them, not as soon as they are queued.
    await t.app.deps.jobs.stop();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
    await new Promise((resolve) => canary.close(resolve));
  });

  const drain = () => t.app.deps.jobs.runDue();
  const pushesTo = (device: TestDevice) => service.received.filter((p) => p.device === device.name);
  const subscribe = async (member: TestMember, name: string) => {
    const device = service.device(name);
    expect((await member.request("POST", "/api/push/subscriptions", device.subscription)).statusCode).toBe(204);
    return device;
  };
  const like = (from: TestMember, to: TestMember, isSuperLike = false) => from.request("POST", "/api/likes", { toUserId: to.id, isLike: true, isSuperLike });

  it("hands out the VAPID public key and stores a device only for a signed-in member, with valid keys", async () => {
    expect((await anonymous(t, "GET", "/api/push/public-key")).json()).toEqual({ publicKey: vapid.publicKey });
    const device = service.device("validation");
    expect((await anonymous(t, "POST", "/api/push/subscriptions", device.subscription)).statusCode).toBe(401);
    const member = await createMember(t);
    const bad = [
      { ...device.subscription, endpoint: "http://127.0.0.1/push/x" },
      { ...device.subscription, keys: { p256dh: "not base64!", auth: device.subscription.keys.auth } },
      { endpoint: device.subscription.endpoint },
    ];
    for (const body of bad) expect((await member.request("POST", "/api/push/subscriptions", body)).statusCode).toBe(400);
    // Only known push services: the server sends to the endpoint, so it must not be any address a member names.
    for (const endpoint of ["https://169.254.169.254/latest/meta-data", "https://internal.example.test/push/x", "https://fcm.googleapis.com.evil.test/x"]) {
      const res = await member.request("POST", "/api/push/subscriptions", { ...device.subscription, endpoint });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("PUSH_SERVICE_NOT_ALLOWED");
    }
  });

  it("refuses parser-confusion endpoints at subscribe time, and stores none of them", async () => {
    const member = await createMember(t);
    const device = service.device("confused");
    const target = `127.0.0.1:${(canary.address() as AddressInfo).port}`;
    for (const endpoint of [...CONFUSING_ENDPOINTS, ...confusingEndpointsAt(service.host, target)]) {
      const res = await member.request("POST", "/api/push/subscriptions", { ...device.subscription, endpoint });
      expect(res.statusCode, endpoint).toBe(400);
    }
    expect(await t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id))).toEqual([]);
    expect(canaryHits).toBe(0);
  });

  it("checks a stored endpoint again at send time: a confusing one is dropped without a connection", async () => {
    const member = await createMember(t);
    const keys = service.device("stored-confused").subscription.keys;
    const target = `127.0.0.1:${(canary.address() as AddressInfo).port}`;
    const endpoints = confusingEndpointsAt(service.host, target);
    // Rows written before the rule tightened, or by hand: the sender must not trust what is stored.
    const rows = await t.app.deps.db
      .insert(pushSubscriptions)
      .values(endpoints.map((endpoint) => ({ userId: member.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: t.clock.now() })))
      .returning({ id: pushSubscriptions.id });
    const payload: PushPayload = { event: "match", lang: "en", dir: "ltr", title: "x", body: "x", tag: "t", url: "/home" };
    for (const row of rows) await queueDelivery(t.app.deps, row.id, payload);
    await drain();
    expect(canaryHits).toBe(0);
    expect(service.received.filter((p) => p.device.includes("@"))).toEqual([]);
    expect(await t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id))).toEqual([]);
  });

  it("never connects to an allowed name that resolves to a private or loopback address", async () => {
    const device = service.device("resolves-inward");
    const before = service.received.length;
    const strict = { ...vapid, subject: "mailto:admin@example.test", testCa: service.ca };
    await expect(sendPush(strict, new URL(device.subscription.endpoint), device.subscription.keys, "{}", { timeout: 2000 })).rejects.toMatchObject({ code: "EREFUSED_ADDRESS" });
    expect(service.received.length).toBe(before);
  });

  it("announces a match, encrypted and signed, in each member's language", async () => {
    const layla = await createMember(t, { name: "Layla", language: "ar" });
    const sam = await createMember(t, { name: "Sam", language: "en" });
    const laylaPhone = await subscribe(layla, "layla-phone");
    const samLaptop = await subscribe(sam, "sam-laptop");
    await like(layla, sam);
    await like(sam, layla);
    await drain();
    expect(service.rejected).toEqual([]);
    const [toLayla] = pushesTo(laylaPhone);
    const [toSam] = pushesTo(samLaptop);
    expect(toLayla.payload).toMatchObject({ event: "match", lang: "ar", dir: "rtl", title: "تطابق جديد!", tag: expect.stringMatching(/^match-\d+$/) });
    expect(toLayla.payload.body).toContain("Sam");
    expect(toSam.payload).toMatchObject({ event: "match", lang: "en", dir: "ltr", title: "It's a match!" });
    expect(toSam.payload.url).toMatch(/^\/home\?tab=matches&chat=\d+$/);
    expect(toSam.vapid.publicKey).toBe(vapid.publicKey);
    expect(toSam.headers.ttl).toBe(String(24 * 60 * 60));
  });

  it("queues no job for a message to a member with no device subscribed", async () => {
    const reader = await createMember(t);
    const sender = await createMember(t);
    const matchId = await makeMatch(t, reader, sender);
    const queued = async () => (await t.app.deps.db.select().from(jobs).where(eq(jobs.kind, "push.notify"))).length;
    const before = await queued();
    expect((await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "no phone here" })).statusCode).toBe(201);
    expect(await queued()).toBe(before);
  });

  it("announces a message with the sender's name, the text only when previews are on, one tag per conversation", async () => {
    const reader = await createMember(t, { name: "Reader", language: "ar" });
    const sender = await createMember(t, { name: "Omar", gender: "male" });
    const matchId = await makeMatch(t, reader, sender);
    const phone = await subscribe(reader, "reader-phone");
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "see you at eight?" });
    await drain();
    const [first] = pushesTo(phone);
    expect(first.payload).toMatchObject({ event: "message", lang: "ar", body: "أرسل إليك رسالة", tag: `chat-${matchId}`, matchId, unread: 1 });
    expect(first.payload.title).toContain("Omar");
    expect(JSON.stringify(first.payload)).not.toContain("eight");
    expect(first.headers.topic).toBe(`chat-${matchId}`);

    expect((await reader.request("POST", "/api/notifications/settings", { pushMessagePreview: true })).json()).toMatchObject({ pushMessagePreview: true, pushMessage: true });
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "see you at eight?" });
    await drain();
    expect(pushesTo(phone)[1].payload).toMatchObject({ body: "see you at eight?", unread: 2 });

    // Once read (on another device) by the time the job runs, there is nothing to announce.
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "hello?" });
    await reader.request("GET", `/api/matches/${matchId}/messages`);
    await drain();
    expect(pushesTo(phone)).toHaveLength(2);
  });

  it("neither rings for a message in the reader's hidden fold nor counts it in the badge", async () => {
    const reader = await createMember(t);
    const sender = await createMember(t);
    const matchId = await makeMatch(t, reader, sender);
    const phone = await subscribe(reader, "hidden-words-phone");
    await reader.request("PUT", "/api/hidden-words", { words: ["salary"] });
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "your salary?" });
    await drain();
    expect(pushesTo(phone)).toHaveLength(0);
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "coffee?" });
    await drain();
    expect(pushesTo(phone).map((p) => p.payload.unread)).toEqual([1]);
  });

  it("sends nothing for a switched-off event or in quiet hours", async () => {
    const me = await createMember(t);
    const other = await createMember(t, { name: "Nadia" });
    const matchId = await makeMatch(t, me, other);
    const phone = await subscribe(me, "quiet-phone");
    await me.request("POST", "/api/notifications/settings", { pushMessage: false });
    await other.request("POST", `/api/matches/${matchId}/messages`, { content: "1" });
    await drain();
    expect(pushesTo(phone)).toHaveLength(0);
    // The test clock stands at 12:00 UTC, 15:00 in Riyadh.
    const quiet = { pushMessage: true, quietHoursStart: "14:00", quietHoursEnd: "08:00", timeZone: "Asia/Riyadh" };
    expect((await me.request("POST", "/api/notifications/settings", quiet)).json()).toMatchObject(quiet);
    await other.request("POST", `/api/matches/${matchId}/messages`, { content: "2" });
    await drain();
    expect(pushesTo(phone)).toHaveLength(0);
    await me.request("POST", "/api/notifications/settings", { quietHoursStart: null, quietHoursEnd: null });
    await other.request("POST", `/api/matches/${matchId}/messages`, { content: "3" });
    await drain();
    expect(pushesTo(phone)).toHaveLength(1);
    expect((await me.request("POST", "/api/notifications/settings", { quietHoursStart: "22:00" })).statusCode).toBe(400);
    expect((await me.request("POST", "/api/notifications/settings", { timeZone: "Mars/Olympus" })).statusCode).toBe(400);
  });

  it("announces a super like, likes waiting to a premium member, and the end of a boost", async () => {
    const premiumUntil = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    const star = await createMember(t, { language: "en", premiumUntil, boosts: 1, discoverFilters: { smoking: { values: ["never"], strict: true } } });
    const fan = await createMember(t, { name: "Rami", superLikes: 1, smokingHabits: "never" });
    const admirer = await createMember(t, { smokingHabits: "never" });
    const outsider = await createMember(t, { smokingHabits: "regularly", superLikes: 1 });
    const phone = await subscribe(star, "star-phone");
    await like(fan, star, true);
    await like(admirer, star);
    // Outside the star's strict filter: hidden from likes you, so no notification either.
    await like(outsider, star, true);
    expect((await star.request("POST", "/api/premium/boost", {})).statusCode).toBe(200);
    await drain();
    expect(pushesTo(phone).map((p) => p.payload.event)).toEqual(["superLike", "likesWaiting"]);
    expect(pushesTo(phone)[0].payload.body).toContain("Rami");
    t.clock.advance(BOOST_DURATION_MS);
    await drain();
    expect(pushesTo(phone).map((p) => p.payload)).toContainEqual(expect.objectContaining({ event: "boostEnded", title: "Your boost has ended" }));
  });

  it("lets a member remove only their own device; a 410 from the push service removes it; a 503 is retried", async () => {
    const owner = await createMember(t);
    const stranger = await createMember(t);
    const sender = await createMember(t);
    const matchId = await makeMatch(t, owner, sender);
    const phone = await subscribe(owner, "owner-phone");
    const stored = () => t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.id));
    expect((await stranger.request("DELETE", "/api/push/subscriptions", { endpoint: phone.subscription.endpoint })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(1);

    service.answer(phone.name, 503);
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "1" });
    await drain();
    const pending = await t.app.deps.db.select().from(jobs).where(eq(jobs.kind, "push.deliver"));
    expect(pending.filter((j) => j.state === "pending")).toHaveLength(1);
    service.answer(phone.name, 201);
    t.clock.advance(60_000);
    await drain();
    expect(pushesTo(phone)).toHaveLength(1);

    service.answer(phone.name, 410);
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "2" });
    await drain();
    expect(await stored()).toHaveLength(0);

    const laptop = await subscribe(owner, "owner-laptop");
    expect((await owner.request("DELETE", "/api/push/subscriptions", { endpoint: laptop.subscription.endpoint })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(0);
  });
});
