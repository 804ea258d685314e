import { HEARTBEAT_HIDDEN_MS, HEARTBEAT_VISIBLE_MS, RECONNECT_MAX_MS, RECONNECT_MIN_MS, type ClientFrame, type ServerEvent } from "@ulfa/contracts";

/** Every server event, plus "open" when a socket (re)connects: a moment to refetch what may have been missed. */
export type RealtimeEvent = ServerEvent | { type: "open" };
export type RealtimeEventType = RealtimeEvent["type"];
type Listener = (event: RealtimeEvent) => void;

/**
 * One WebSocket to /ws on the page's host. Reconnects with exponential backoff, sends heartbeats
 * every 30 s while visible and every 120 s while hidden (SPEC.md section 9), and hands parsed
 * events to listeners. Errors are only logged (SPEC.md section 8).
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
      this.attempts = 0;
      this.send({ type: "hello" });
      this.scheduleHeartbeat();
      this.emit({ type: "open" });
    };
    socket.onmessage = (msg) => {
      try {
        this.emit(JSON.parse(String(msg.data)) as RealtimeEvent);
      } catch (err) {
        console.warn("realtime: malformed event", err);
      }
    };
    socket.onerror = (err) => console.warn("realtime: socket error", err);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.heartbeat);
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
