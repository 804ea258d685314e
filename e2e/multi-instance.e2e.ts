import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import sharp from "sharp";
import WebSocket from "ws";
import { addPhoto, apiMember, idOf, type ApiMember } from "./harness";
import { clusterUnavailable, startCluster, type Cluster } from "./cluster";

const why = clusterUnavailable();
if (why) console.log(`multi-instance test SKIPPED: ${why}`);

type Message = { id: number; content: string };

/** A member's socket through the proxy, remembering which instance holds it and what arrived. */
async function openSocket(cluster: Cluster, member: ApiMember): Promise<{ ws: WebSocket; instance: string; received: Message[] }> {
  const received: Message[] = [];
  const ws = new WebSocket(`${cluster.url.replace("http", "ws")}/ws`, {
    headers: { cookie: `${member.cookie.name}=${member.cookie.value}`, origin: cluster.url },
  });
  const instance = await new Promise<string>((resolve, reject) => {
    ws.once("upgrade", (res) => resolve(String(res.headers["x-ulfa-instance"] ?? "unknown")));
    ws.once("error", reject);
  });
  ws.on("message", (raw) => {
    const event = JSON.parse(String(raw)) as { type: string; message?: Message };
    if (event.type === "message" && event.message) received.push(event.message);
  });
  await new Promise<void>((resolve) => (ws.readyState === WebSocket.OPEN ? resolve() : ws.once("open", () => resolve())));
  // The socket counts once the server has authenticated it and answered.
  ws.send(JSON.stringify({ type: "hello" }));
  await new Promise<void>((resolve) => ws.on("message", (raw) => String(raw).includes('"hello"') && resolve()));
  return { ws, instance, received };
}

describe.skipIf(why !== undefined)("several instances behind HAProxy (PostgreSQL, Redis, S3)", () => {
  let cluster: Cluster;
  const served = new Map<string, number>();
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    cluster = await startCluster(3);
    // Count which instance answered each call, to show that the proxy spread them.
    globalThis.fetch = async (input, init) => {
      const res = await realFetch(input, init);
      const name = res.headers.get("x-ulfa-instance");
      if (name) served.set(name, (served.get(name) ?? 0) + 1);
      return res;
    };
  }, 120_000);
  afterAll(async () => {
    globalThis.fetch = realFetch;
    console.log(`requests served per instance: ${[...served].sort().map(([n, c]) => `${n}=${c}`).join(", ")}`);
    await cluster?.stop();
  });

  it("shares photos, matches and chat across instances, and loses no message when one dies", async () => {
    const server = { url: cluster.url, dataDir: cluster.dataDir };
    const a = await apiMember(server as never, { name: "Amal" });
    const b = await apiMember(server as never, { name: "Badr", gender: "male" });

    // A photo uploaded through the proxy is served by every instance.
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#e76f51" } }).jpeg().toBuffer();
    const [photo] = (await addPhoto(a, `data:image/jpeg;base64,${jpeg.toString("base64")}`)).photos;
    for (const instance of cluster.instances.values()) {
      const res = await realFetch(`${instance.url}${photo}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
    }

    // They match through whichever instances the proxy picks.
    const [aId, bId] = [await idOf(a), await idOf(b)];
    expect((await a.send(routes.likes.like, { body: { toUserId: bId, isLike: true, isSuperLike: false } })).status).toBe(200);
    const liked = await b.call(routes.likes.like, { body: { toUserId: aId, isLike: true, isSuperLike: false } });
    expect(liked.match).toBe(true);
    const [{ id: matchId }] = await b.call(routes.matches.list);

    const acknowledged: Message[] = [];
    const send = async (content: string) => {
      const res = await a.send(routes.chat.send, { params: { id: matchId }, body: { content } });
      // Parsed by the entry's own answer schema: a stored message, never a cast.
      if (res.ok) acknowledged.push(routes.chat.send.response.parse(await res.json()));
      return res.status;
    };

    // Live chat: A's calls land on any instance, B's socket is held by one; Redis carries the events.
    const first = await openSocket(cluster, b);
    for (let i = 1; i <= 5; i++) expect(await send(`before ${i}`)).toBe(201);
    await expect.poll(() => first.received.length).toBe(5);

    // The instance holding B's socket crashes mid-conversation; A keeps writing.
    await cluster.instances.get(first.instance)!.kill();
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) statuses.push(await send(`during ${i}`));
    // HAProxy moves refused connections to a live instance, so nothing A sent was refused.
    expect(statuses).toEqual(Array(10).fill(201));

    // B's app reconnects through the proxy (to a live instance), refetches, and gets everything live again.
    const second = await openSocket(cluster, b);
    expect(second.instance).not.toBe(first.instance);
    const history = await b.call(routes.chat.messages, { params: { id: matchId } });
    for (let i = 1; i <= 5; i++) expect(await send(`after ${i}`)).toBe(201);
    await expect.poll(() => second.received.length).toBe(5);

    const seen = new Set([...first.received, ...history, ...second.received].map((m) => m.id));
    expect(acknowledged).toHaveLength(20);
    expect(acknowledged.filter((m) => !seen.has(m.id))).toEqual([]);
    first.ws.terminate();
    second.ws.close();

    // The proxy spread the calls over every instance.
    expect([...served.keys()].sort()).toEqual([...cluster.instances.keys()].sort());
  });
});
