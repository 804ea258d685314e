import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { clientFrameSchema, HEARTBEAT_HIDDEN_MS, SOCKET_SILENT_HEARTBEATS, WS_CLOSE, WS_MAX_SOCKETS_PER_MEMBER, WS_SOCKET_FRAME_BURST } from "@ulfa/contracts";
import { currentUser, SESSION_COOKIE, sessionIsLive, sessionToken, sha256 } from "../auth/session";
import { rateLimit } from "../platform/rate-limit";
import type { UserRow } from "../db/schema";
import type { HubSocket } from "../platform/realtime";
import { FrameLimits } from "./frame-limits";
import { PresenceTransitions } from "./presence-transitions";
import { TypingRelay } from "./typing";
import { CallRelay } from "./calls";

/** A socket silent for longer than this (no frame at all) is dropped: more than 3 hidden-tab heartbeats. */
export const SOCKET_SILENT_MS = SOCKET_SILENT_HEARTBEATS * HEARTBEAT_HIDDEN_MS;

interface Realtime {
  limits: FrameLimits;
  typing: TypingRelay;
  calls: CallRelay;
  presence: PresenceTransitions;
}

/**
 * GET /ws: the realtime socket. Authenticated by the session cookie (the browser sends it on the
 * upgrade); anonymous sockets are closed at once. Once the server has registered the socket it
 * sends {type:"ready"}: only then is the member counted online and subscribed to their events.
 * Protocol (contracts/realtime.ts): the client sends hello, ping heartbeats, typing and call signalling; the
 * server answers pong and pushes events. Close codes: contracts/ws-close-codes.ts.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const realtime: Realtime = { limits: new FrameLimits(), typing: new TypingRelay(app.deps), calls: new CallRelay(app.deps), presence: new PresenceTransitions(app.deps) };
  const { rateLimit: connectLimit } = rateLimit(app.deps.config, "wsConnect");
  // Reconnecting in a loop is answered 429 before the upgrade, so it costs no session lookup.
  const limit = { rateLimit: { ...connectLimit, keyGenerator: (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip } };
  app.get("/ws", { websocket: true, config: limit }, (socket, request) => {
    // Frames can arrive before the session lookup finishes; keep a burst's worth until we know who this is.
    const early: string[] = [];
    let onFrame: (raw: string) => void = (raw) => void (early.length < WS_SOCKET_FRAME_BURST && early.push(raw));
    socket.on("message", (raw) => onFrame(String(raw)));
    // Cross-site WebSocket hijacking: a browser page of another origin may not use our cookie here.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== app.deps.config.appOrigin) {
      socket.close(WS_CLOSE.CROSS_ORIGIN, "Cross-origin socket refused");
      return;
    }
    const token = sessionToken(request);
    void currentUser(request)
      .then((user) => {
        if (!token || !user || user.deactivatedAt || user.suspendedAt) {
          socket.close(WS_CLOSE.NOT_AUTHENTICATED, "Not authenticated");
          return;
        }
        if (socket.readyState !== socket.OPEN) return; // gone while we looked it up
        if (app.deps.realtime.localSocketCount(user.id) >= WS_MAX_SOCKETS_PER_MEMBER) {
          socket.close(WS_CLOSE.TOO_MANY_SOCKETS, "Too many sockets");
          return;
        }
        onFrame = serve(app, realtime, socket, user, sha256(token));
        for (const raw of early.splice(0)) onFrame(raw);
      })
      .catch((err: unknown) => {
        app.log.warn({ err }, "websocket authentication failed");
        socket.close(WS_CLOSE.SERVER_ERROR, "Server error");
      });
  });
};

/** Serves one authenticated socket; returns its frame handler. */
function serve(app: FastifyInstance, realtime: Realtime, socket: WebSocket, user: UserRow, sessionId: string): (raw: string) => void {
  const { deps } = app;
  const now = () => deps.clock.now().getTime();
  const socketId = randomUUID();
  let closing = false;
  const close = (code: number, reason: string) => {
    closing = true;
    socket.close(code, reason);
  };
  const send = (event: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const member: HubSocket = {
    sessionId,
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    send: (data) => {
      if (socket.readyState === socket.OPEN) socket.send(data);
    },
    close,
  };
  const silence = setTimeout(() => socket.terminate(), SOCKET_SILENT_MS);
  silence.unref();
  const gate = realtime.limits.open(user.id, now());

  // attach() counts the socket at once (the per-member cap above relies on that) and resolves
  // once the member's channel is subscribed; detach only after it, so nothing lingers in the hub.
  const attached = deps.realtime.attach(user.id, member);
  const opened = realtime.presence.opened(user, socketId);
  void Promise.all([attached, opened])
    // The session may have ended between the lookup and attach(): an ending after attach() closed
    // the socket already, one before it is caught here.
    .then(() => sessionIsLive(deps, sessionId))
    .then((live) => (live ? send({ type: "ready", userId: user.id }) : close(WS_CLOSE.NOT_AUTHENTICATED, "Signed out")))
    .catch((err: unknown) => {
      deps.log.warn({ err }, "realtime attach failed");
      close(WS_CLOSE.SERVER_ERROR, "Server error");
    });

  socket.on("close", () => {
    closing = true;
    clearTimeout(silence);
    gate.release();
    void attached
      .catch(() => undefined)
      .then(() => deps.realtime.detach(user.id, member))
      .then(() => {
        if (deps.realtime.localSocketCount(user.id) > 0) return;
        realtime.typing.forget(user.id);
        realtime.calls.forget(user.id);
      })
      .catch((err: unknown) => deps.log.warn({ err }, "realtime detach failed"));
    void realtime.presence.closed(user, socketId);
  });

  return (raw) => {
    if (closing) return;
    silence.refresh();
    const verdict = gate.admit(now());
    if (verdict === "close") return close(WS_CLOSE.TOO_MANY_FRAMES, "Too many frames");
    if (verdict === "drop") return;
    let frame;
    try {
      frame = clientFrameSchema.safeParse(JSON.parse(raw));
    } catch {
      return; // malformed frames are ignored
    }
    if (!frame.success) return;
    const msg = frame.data;
    if (msg.type === "ping") {
      send({ type: "pong" });
      void deps.presence.socketAlive(user.id, socketId).catch(() => undefined);
    } else if (msg.type === "hello") {
      send({ type: "hello", userId: user.id });
    } else if (msg.type === "typing") {
      realtime.typing.relay(user.id, msg.matchId);
    } else {
      realtime.calls.handle(user, msg);
    }
  };
}
