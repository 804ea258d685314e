import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { matches } from "../src/db/schema";
import { orderedPair } from "../src/matches";
import type { TestApp, TestMember } from "./harness";

/** Makes two members a match directly (the likes feature owns the real flow). */
export async function makeMatch(t: TestApp, x: TestMember, y: TestMember): Promise<number> {
  const [userAId, userBId] = orderedPair(x.id, y.id);
  const [row] = await t.app.deps.db.insert(matches).values({ userAId, userBId, createdAt: t.clock.now() }).returning();
  return row.id;
}

/** A realtime client for tests: collects every event and waits for the ones asked for. */
export interface TestSocket {
  ws: WebSocket;
  events: Record<string, unknown>[];
  next(predicate: (event: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  send(frame: object): void;
  close(): Promise<void>;
}

/** The base URL of an app listening on a random port (listens on first use). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens a socket and resolves once the server said it is ready (authenticated, counted online, subscribed). */
export async function connectSocket(app: FastifyInstance, cookie?: string): Promise<TestSocket> {
  const ws = new WebSocket(`${await listening(app)}/ws`, { headers: cookie ? { cookie } : {} });
  const events: Record<string, unknown>[] = [];
  const waiters: { predicate: (e: Record<string, unknown>) => boolean; resolve: (e: Record<string, unknown>) => void }[] = [];
  ws.on("message", (raw) => {
    const event = JSON.parse(String(raw)) as Record<string, unknown>;
    events.push(event);
    for (const w of [...waiters]) {
      if (w.predicate(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    }
  });
  const ready = new Promise<void>((resolve, reject) => {
    waiters.push({
      predicate: (e) => e.type === "ready",
      resolve: (e) => {
        events.splice(events.indexOf(e), 1);
        resolve();
      },
    });
    ws.once("error", reject);
    ws.once("close", (code) => reject(new Error(`socket closed with ${code} before it was ready`)));
  });
  await ready;
  return {
    ws,
    events,
    next(predicate, timeoutMs = 5000) {
      const seen = events.find(predicate);
      if (seen) {
        events.splice(events.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`)), timeoutMs);
        waiters.push({
          predicate,
          resolve: (e) => {
            clearTimeout(timer);
            events.splice(events.indexOf(e), 1);
            resolve(e);
          },
        });
      });
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once("close", () => resolve());
        ws.close();
      }),
  };
}

/** Resolves with the close code once the server closes the socket. */
export function closedWith(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) resolve(-1);
    ws.once("close", (code) => resolve(code));
  });
}
