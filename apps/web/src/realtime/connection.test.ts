import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT_HIDDEN_MS, HEARTBEAT_VISIBLE_MS, RECONNECT_MAX_MS, RECONNECT_MIN_MS, WS_CLOSE } from "@ulfa/contracts/constants";
import { RealtimeConnection, type RealtimeEvent } from "./connection";

/** A stand-in for the browser WebSocket: records frames, lets the test open/close/deliver. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((ev?: { code: number }) => void) | null = null;
  onerror: ((err: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const doc = { visibilityState: "visible" as "visible" | "hidden", listeners: [] as (() => void)[] };

describe("RealtimeConnection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    doc.visibilityState = "visible";
    doc.listeners = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("document", {
      get visibilityState() {
        return doc.visibilityState;
      },
      addEventListener: (_: string, fn: () => void) => doc.listeners.push(fn),
      removeEventListener: (_: string, fn: () => void) => (doc.listeners = doc.listeners.filter((l) => l !== fn)),
    });
    vi.spyOn(Math, "random").mockReturnValue(1);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says hello on open, emits open once the server is ready, and parsed events", () => {
    const conn = new RealtimeConnection("ws://test/ws");
    const events: RealtimeEvent[] = [];
    conn.subscribe((e) => events.push(e));
    conn.start();
    const socket = FakeSocket.all[0];
    socket.open();
    expect(socket.sent).toEqual([{ type: "hello" }]);
    expect(events).toEqual([]);
    socket.onmessage?.({ data: JSON.stringify({ type: "ready", userId: 1 }) });
    socket.onmessage?.({ data: JSON.stringify({ type: "pong" }) });
    socket.onmessage?.({ data: "not json" });
    expect(events).toEqual([{ type: "open" }, { type: "ready", userId: 1 }, { type: "pong" }]);
    conn.stop();
  });

  it("tells the app it was signed out when the server closes with NOT_AUTHENTICATED", () => {
    const conn = new RealtimeConnection("ws://test/ws");
    const events: RealtimeEvent[] = [];
    conn.subscribe((e) => events.push(e));
    conn.start();
    const socket = FakeSocket.all[0];
    socket.open();
    socket.readyState = 3;
    socket.onclose?.({ code: WS_CLOSE.NOT_AUTHENTICATED });
    expect(events).toEqual([{ type: "signed_out" }]);
    conn.stop();
  });

  it("pings every 30 s while visible and every 120 s while hidden", () => {
    const conn = new RealtimeConnection("ws://test/ws");
    conn.start();
    const socket = FakeSocket.all[0];
    socket.open();
    const pings = () => socket.sent.filter((f) => (f as { type: string }).type === "ping").length;
    vi.advanceTimersByTime(HEARTBEAT_VISIBLE_MS - 1);
    expect(pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(1);
    doc.visibilityState = "hidden";
    doc.listeners.forEach((l) => l());
    vi.advanceTimersByTime(HEARTBEAT_HIDDEN_MS - 1);
    expect(pings()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(2);
    // Coming back pings at once and returns to the 30 s cadence.
    doc.visibilityState = "visible";
    doc.listeners.forEach((l) => l());
    expect(pings()).toBe(3);
    vi.advanceTimersByTime(HEARTBEAT_VISIBLE_MS);
    expect(pings()).toBe(4);
    conn.stop();
  });

  it("reconnects with exponential backoff capped at the maximum, and resets after a success", () => {
    const conn = new RealtimeConnection("ws://test/ws");
    conn.start();
    let delay = RECONNECT_MIN_MS;
    for (let attempt = 0; attempt < 8; attempt++) {
      const count = FakeSocket.all.length;
      FakeSocket.all[count - 1].drop();
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all.length).toBe(count);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all.length).toBe(count + 1);
      delay = Math.min(RECONNECT_MAX_MS, delay * 2);
    }
    expect(delay).toBe(RECONNECT_MAX_MS);
    const current = FakeSocket.all[FakeSocket.all.length - 1];
    current.open();
    current.onmessage?.({ data: JSON.stringify({ type: "ready", userId: 1 }) });
    current.drop();
    vi.advanceTimersByTime(RECONNECT_MIN_MS);
    expect(FakeSocket.all.length).toBeGreaterThan(FakeSocket.all.indexOf(current) + 1);
    conn.stop();
  });

  it("stop closes the socket and never reconnects", () => {
    const conn = new RealtimeConnection("ws://test/ws");
    conn.start();
    FakeSocket.all[0].open();
    conn.stop();
    expect(FakeSocket.all[0].readyState).toBe(3);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeSocket.all.length).toBe(1);
  });
});
