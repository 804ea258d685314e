import type { ClientFrame, ServerEvent } from "@ulfa/contracts";
import { HEARTBEAT_HIDDEN_MS, HEARTBEAT_VISIBLE_MS, RECONNECT_MAX_MS, RECONNECT_MIN_MS, WS_CLOSE } from "@ulfa/contracts/constants";

/**
 * Every server event, plus "open" once a (re)connected socket is ready on the server (subscribed
 * to the member's events): the moment to refetch what may have been missed.
 */
export type RealtimeEvent = ServerEvent | { type: "open" };
export type RealtimeEventType = RealtimeEvent["type"];
type Listener = (event: RealtimeEvent) => void;

/**
 * One WebSocket to /ws on the page's host. Reconnects with exponential backoff, sends heartbeats
 * every 30 s while visible and every 120 s while hidden, and hands parsed
 * events to listeners. Errors are only logged.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private listeners = new Set<Listener>();
  private heartbeat: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private stopped = false;

  constructor(private readonly url = defaultUrl()) {}

  start(): void {
    this.stopped = false;
    document.addEventListener("visibilitychange", this.onVisibility);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    document.removeEventListener("visibilitychange", this.onVisibility);
    clearTimeout(this.heartbeat);
    clearTimeout(this.retry);
    this.socket?.close(1000, "Signed out");
    this.socket = null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: "hello" });
      this.scheduleHeartbeat();
    };
    socket.onmessage = (msg) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(msg.data)) as RealtimeEvent;
      } catch (err) {
        console.warn("realtime: malformed event", err);
        return;
      }
      if (event.type === "ready") {
        this.attempts = 0;
        this.emit({ type: "open" });
      }
      this.emit(event);
    };
    socket.onerror = (err) => console.warn("realtime: socket error", err);
    socket.onclose = (closed?: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.heartbeat);
      // The session is gone (signed out here or elsewhere): let the app find out and leave.
      if (closed?.code === WS_CLOSE.NOT_AUTHENTICATED) this.emit({ type: "signed_out" });
      if (this.stopped) return;
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempts);
      this.attempts += 1;
      // Jitter so a restarted server is not hit by every client at the same instant.
      this.retry = setTimeout(() => this.connect(), delay / 2 + Math.random() * (delay / 2));
    };
  }

  private scheduleHeartbeat(): void {
    clearTimeout(this.heartbeat);
    const every = document.visibilityState === "hidden" ? HEARTBEAT_HIDDEN_MS : HEARTBEAT_VISIBLE_MS;
    this.heartbeat = setTimeout(() => {
      this.send({ type: "ping" });
      this.scheduleHeartbeat();
    }, every);
  }

  private onVisibility = () => {
    if (!this.socket) return;
    if (document.visibilityState === "visible") this.send({ type: "ping" });
    this.scheduleHeartbeat();
  };

  private emit(event: RealtimeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        console.error("realtime: listener failed", err);
      }
    }
  }
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/ws`;
}
