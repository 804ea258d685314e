import { randomBytes } from "node:crypto";
import type { WebSocket } from "ws";
import { clientFrameSchema, HEARTBEAT_HIDDEN_MS, SOCKET_SILENT_HEARTBEATS, WS_CLOSE } from "@ulfa/contracts";
import { sessionStillLive } from "../auth";
import type { Deps } from "../platform/deps";
import type { HubSocket } from "../platform/realtime";
import type { FrameGate, FrameLimits } from "./frame-limits";
import type { PresenceTransitions } from "./presence-transitions";
import type { TypingRelay } from "./typing";
import type { CallRelay } from "./calls";
import type { SocketMember } from "./socket-member";

/** A socket silent for longer than this (no frame at all) is dropped: more than 3 hidden-tab heartbeats. */
export const SOCKET_SILENT_MS = SOCKET_SILENT_HEARTBEATS * HEARTBEAT_HIDDEN_MS;

/** What every socket of one server shares. */
export interface Realtime {
  deps: Deps;
  limits: FrameLimits;
  typing: TypingRelay;
  calls: CallRelay;
  presence: PresenceTransitions;
}

// Presence keys sockets by id across instances: a random prefix per process and a counter is
// unique enough, and much smaller than a UUID string per socket.
const idPrefix = randomBytes(9).toString("base64url");
let socketCount = 0;

const terminate = (socket: WebSocket) => socket.terminate();

/**
 * One authenticated socket, from registration to close. A class rather than closures: its state
 * lives in one object and its behaviour on the prototype, because a server holds thousands.
 */
export class SocketSession implements HubSocket {
  private readonly socketId = `${idPrefix}.${(socketCount++).toString(36)}`;
  private closing = false;
  private readonly silence: NodeJS.Timeout;
  private readonly gate: FrameGate;
  /** attach() resolved: the member's channel is subscribed; detach only after it. */
  private readonly attached: Promise<void>;

  constructor(
    private readonly realtime: Realtime,
    private readonly socket: WebSocket,
    private readonly user: SocketMember,
    readonly sessionId: string,
    /** deps.sessionCache.mark() from before the session lookup (sessionStillLive). */
    endedMark: number,
  ) {
    const { deps } = realtime;
    this.silence = setTimeout(terminate, SOCKET_SILENT_MS, socket);
    this.silence.unref();
    this.gate = realtime.limits.open(user.id, deps.clock.now().getTime());
    socket.on("close", () => this.closed());

    // attach() counts the socket at once (the per-member cap relies on that) and resolves once the
    // member's channel is subscribed, so no later event is missed.
    this.attached = deps.realtime.attach(user.id, this);
    const opened = realtime.presence.opened(user, this.socketId);
    void Promise.all([this.attached, opened])
      // The session may have ended between the lookup and attach(): an ending after attach() closed
      // the socket already, one before it is caught here.
      .then(() => sessionStillLive(deps, sessionId, endedMark))
      .then((live) => (live ? this.sendEvent({ type: "ready", userId: user.id }) : this.close(WS_CLOSE.NOT_AUTHENTICATED, "Signed out")))
      .catch((err: unknown) => {
        deps.log.warn({ err }, "realtime attach failed");
        this.close(WS_CLOSE.SERVER_ERROR, "Server error");
      });
  }

  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  send(data: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(data);
  }

  close(code: number, reason: string): void {
    this.closing = true;
    this.socket.close(code, reason);
  }

  frame(raw: string): void {
    if (this.closing) return;
    this.silence.refresh();
    const { deps } = this.realtime;
    const verdict = this.gate.admit(deps.clock.now().getTime());
    if (verdict === "close") return this.close(WS_CLOSE.TOO_MANY_FRAMES, "Too many frames");
    if (verdict === "drop") return;
    let frame;
    try {
      frame = clientFrameSchema.safeParse(JSON.parse(raw));
    } catch {
      return; // malformed frames are ignored
    }
    if (!frame.success) return;
    const msg = frame.data;
    const userId = this.user.id;
    if (msg.type === "ping") {
      this.send(PONG);
      void deps.presence.socketAlive(userId, this.socketId).catch(() => undefined);
    } else if (msg.type === "hello") {
      this.sendEvent({ type: "hello", userId });
    } else if (msg.type === "typing") {
      this.realtime.typing.relay(userId, msg.matchId);
    } else {
      this.realtime.calls.handle(this.user, msg);
    }
  }

  private sendEvent(event: object): void {
    this.send(JSON.stringify(event));
  }

  private closed(): void {
    this.closing = true;
    clearTimeout(this.silence);
    this.gate.release();
    const { deps, typing, calls, presence } = this.realtime;
    const userId = this.user.id;
    void this.attached
      .catch(() => undefined)
      .then(() => deps.realtime.detach(userId, this))
      .then(() => {
        if (deps.realtime.localSocketCount(userId) > 0) return;
        typing.forget(userId);
        calls.forget(userId);
      })
      .catch((err: unknown) => deps.log.warn({ err }, "realtime detach failed"));
    void presence.closed(this.user, this.socketId);
  }
}

const PONG = JSON.stringify({ type: "pong" });
