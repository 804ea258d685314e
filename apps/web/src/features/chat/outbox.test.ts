import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@ulfa/contracts";
import { ApiError, TimeoutError } from "../../api/client";
import { createOutbox, type OutboxEntry } from "./outbox";

/** A transport whose sends the test answers one by one. */
function fakeTransport() {
  const calls: { entry: OutboxEntry; resolve(m: ChatMessage): void; reject(e: unknown): void }[] = [];
  const delivered: { key: string; id: number }[] = [];
  return {
    calls,
    delivered,
    transport: {
      send: (entry: OutboxEntry) => new Promise<ChatMessage>((resolve, reject) => calls.push({ entry, resolve, reject })),
      delivered: (entry: OutboxEntry, message: ChatMessage) => delivered.push({ key: entry.key, id: message.id }),
    },
  };
}
const message = (id: number) => ({ id }) as ChatMessage;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const draft = (content: string, matchId = 7) => ({ kind: "text" as const, senderId: 1, matchId, content, replyTo: null });

describe("the chat outbox", () => {
  it("sends one message of a conversation at a time, in the order pressed, and lets each go once the thread has it", async () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    outbox.send(draft("one"));
    outbox.send(draft("two"));
    outbox.send(draft("elsewhere", 8));
    expect(outbox.entries(1, 7).map((e) => [e.content, e.state])).toEqual([
      ["one", "sending"],
      ["two", "queued"],
    ]);
    // Another conversation does not wait for this one.
    expect(fake.calls.map((c) => c.entry.content)).toEqual(["one", "elsewhere"]);
    fake.calls[0].resolve(message(100));
    await flush();
    expect(fake.delivered).toEqual([{ key: "key-1", id: 100 }]);
    expect(outbox.entries(1, 7).map((e) => [e.content, e.state])).toEqual([["two", "sending"]]);
    fake.calls[2].resolve(message(101));
    await flush();
    expect(outbox.entries(1, 7)).toEqual([]);
  });

  it("keeps a message whose answer never came as not sent, and sends it again with the same key", async () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    outbox.send(draft("Shall we meet on Friday?"));
    fake.calls[0].reject(new TimeoutError("POST", 25_000));
    await flush();
    const [failed] = outbox.entries(1, 7);
    expect(failed).toMatchObject({ state: "failed", failure: { kind: "timeout" }, key: "key-1" });
    outbox.retry(failed.key);
    expect(fake.calls[1].entry).toMatchObject({ key: "key-1", content: "Shall we meet on Friday?", state: "sending" });
    fake.calls[1].reject(new TypeError("Failed to fetch"));
    await flush();
    expect(outbox.entries(1, 7)[0]).toMatchObject({ state: "failed", failure: { kind: "network" } });
  });

  it("does not stop the conversation's other messages at a failed one", async () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    outbox.send(draft("one"));
    outbox.send(draft("two"));
    fake.calls[0].reject(new ApiError(503, "Service unavailable", "SERVICE_UNAVAILABLE"));
    await flush();
    expect(outbox.entries(1, 7).map((e) => e.state)).toEqual(["failed", "sending"]);
    expect(outbox.entries(1, 7)[0].failure).toMatchObject({ kind: "refused" });
  });

  it("hands a questioned message back (409 MESSAGE_NEEDS_CONFIRMATION) and sends it confirmed on request", async () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    outbox.send(draft("you idiot"));
    fake.calls[0].reject(new ApiError(409, "This message may hurt. Send it anyway?", "MESSAGE_NEEDS_CONFIRMATION"));
    await flush();
    expect(outbox.entries(1, 7)[0]).toMatchObject({ state: "confirm" });
    expect(fake.calls[0].entry).not.toHaveProperty("confirmFlagged", true);
    outbox.retry("key-1", { confirmFlagged: true });
    expect(fake.calls[1].entry).toMatchObject({ key: "key-1", confirmFlagged: true });
  });

  it("gives a message a new key when the server refused its key, and deletes only what is not on the wire", async () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    outbox.send(draft("hi"));
    // On the wire: it may be stored already, so it is not taken back.
    outbox.discard("key-1");
    expect(outbox.entries(1, 7)).toHaveLength(1);
    fake.calls[0].reject(new ApiError(409, "Reused", "IDEMPOTENCY_KEY_REUSED"));
    await flush();
    expect(outbox.entries(1, 7)[0]).toMatchObject({ key: "key-2", state: "failed" });
    outbox.discard("key-2");
    expect(outbox.entries(1, 7)).toEqual([]);
  });

  it("lets a message go once the thread shows it, even while its own answer is still on the way, and sends the next", async () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    outbox.send(draft("stored, answer lost"));
    outbox.send(draft("next"));
    outbox.landed("key-1");
    expect(outbox.entries(1, 7).map((e) => [e.content, e.state])).toEqual([["next", "sending"]]);
    // Its late answer (or its timeout) changes nothing.
    fake.calls[0].reject(new TimeoutError("POST", 25_000));
    fake.calls[1].resolve(message(5));
    await flush();
    expect(outbox.entries(1, 7)).toEqual([]);
    expect(fake.delivered).toEqual([{ key: "key-2", id: 5 }]);
  });

  it("sends photos and voice notes in the same line as text, and keeps a failed one with its file for Send again", async () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    const file = new File(["jpeg"], "beach.jpg", { type: "image/jpeg" });
    const note = { blob: new Blob(["opus"], { type: "audio/webm" }), durationMs: 4200, waveform: [3, 40, 12] };
    outbox.send({ kind: "photo", senderId: 1, matchId: 7, file });
    outbox.send({ kind: "voice", senderId: 1, matchId: 7, note });
    fake.calls[0].reject(new TimeoutError("POST", 120_000));
    await flush();
    expect(outbox.entries(1, 7).map((e) => [e.kind, e.state])).toEqual([
      ["photo", "failed"],
      ["voice", "sending"],
    ]);
    expect(fake.calls[1].entry).toMatchObject({ kind: "voice", note });
    outbox.retry("key-1");
    fake.calls[1].resolve(message(9));
    await flush();
    expect(fake.calls[2].entry).toMatchObject({ kind: "photo", file, key: "key-1" });
  });

  it("keeps each member's outbox apart and gives a stable list between changes", () => {
    const fake = fakeTransport();
    const outbox = createOutbox(fake.transport, counter());
    outbox.send(draft("mine"));
    expect(outbox.entries(2, 7)).toEqual([]);
    expect(outbox.entries(1, 7)).toBe(outbox.entries(1, 7));
  });
});
