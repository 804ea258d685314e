import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { RawData } from "ws";
import { WS_CLOSE, WS_MAX_SOCKETS_PER_MEMBER, WS_SOCKET_FRAME_BURST } from "@ulfa/contracts";
import { currentUser, SESSION_COOKIE, signedSession } from "../auth";
import { rateLimit } from "../platform/rate-limit";
import { FrameLimits } from "./frame-limits";
import { PresenceTransitions } from "./presence-transitions";
import { TypingRelay } from "./typing";
import { CallRelay } from "./calls";
import { detachUpgradeResponse, replaceErrorListener } from "./release-upgrade";
import { SocketSession, type Realtime } from "./socket-session";

/**
 * GET /ws: the realtime socket. Authenticated by the session cookie (the browser sends it on the
 * upgrade); anonymous sockets are closed at once. Once the server has registered the socket it
 * sends {type:"ready"}: only then is the member counted online and subscribed to their events.
 * Protocol (contracts/realtime.ts): the client sends hello, ping heartbeats, typing and call signalling; the
 * server answers pong and pushes events. Close codes: contracts/ws-close-codes.ts.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const realtime: Realtime = { deps, limits: new FrameLimits(), typing: new TypingRelay(deps), calls: new CallRelay(deps), presence: new PresenceTransitions(deps) };
  const { rateLimit: connectLimit } = rateLimit(app.deps.config, "wsConnect");
  // Reconnecting in a loop is answered 429 before the upgrade, so it costs no session lookup.
  const limit = { rateLimit: { ...connectLimit, keyGenerator: (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip } };
  app.get("/ws", { websocket: true, config: limit, preHandler: detachUpgradeResponse }, (socket, request) => {
    replaceErrorListener(socket, app.log);
    // Frames can arrive before the session lookup finishes; keep a burst's worth until we know who this is.
    const early: string[] = [];
    const keep = (raw: RawData) => void (early.length < WS_SOCKET_FRAME_BURST && early.push(String(raw)));
    socket.on("message", keep);
    // Cross-site WebSocket hijacking: a browser page of another origin may not use our cookie here.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== deps.config.appOrigin) {
      socket.close(WS_CLOSE.CROSS_ORIGIN, "Cross-origin socket refused");
      return;
    }
    const signed = signedSession(request);
    const endedMark = deps.sessionCache.mark();
    void currentUser(request)
      .then((user) => {
        if (!signed || !user || user.deactivatedAt || user.suspendedAt) {
          socket.close(WS_CLOSE.NOT_AUTHENTICATED, "Not authenticated");
          return;
        }
        if (socket.readyState !== socket.OPEN) return; // gone while we looked it up
        if (deps.realtime.localSocketCount(user.id) >= WS_MAX_SOCKETS_PER_MEMBER) {
          socket.close(WS_CLOSE.TOO_MANY_SOCKETS, "Too many sockets");
          return;
        }
        const session = new SocketSession(realtime, socket, { id: user.id, privacy: user.privacy }, signed.sessionId, endedMark);
        for (const raw of early.splice(0)) session.frame(raw);
        // The frames kept so far are served; from now on they go straight to the session.
        socket.off("message", keep);
        socket.on("message", (raw) => session.frame(String(raw)));
      })
      .catch((err: unknown) => {
        app.log.warn({ err }, "websocket authentication failed");
        socket.close(WS_CLOSE.SERVER_ERROR, "Server error");
      });
  });
};
