import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { WebSocket } from "ws";
import { clientFrameSchema, HEARTBEAT_HIDDEN_MS, SOCKET_SILENT_HEARTBEATS } from "@ulfa/contracts";
import { currentUser } from "../auth/session";
import type { UserRow } from "../db/schema";
import { relayTyping } from "../chat/service";
import { announcePresence } from "./presence-events";

/** A socket silent for longer than this (no frame at all) is dropped: more than 3 hidden-tab heartbeats. */
export const SOCKET_SILENT_MS = SOCKET_SILENT_HEARTBEATS * HEARTBEAT_HIDDEN_MS;

/**
 * GET /ws: the realtime socket. Authenticated by the session cookie (the browser sends it on the
 * upgrade); anonymous sockets are closed at once. Protocol (contracts/realtime.ts): the client
 * sends hello, ping heartbeats and typing; the server answers pong and pushes events.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  app.get("/ws", { websocket: true }, (socket, request) => {
    // Frames can arrive before the session lookup finishes; keep them until we know who this is.
    const early: string[] = [];
    let onFrame: (raw: string) => void = (raw) => void early.push(raw);
    socket.on("message", (raw) => onFrame(String(raw)));
    // Cross-site WebSocket hijacking: a browser page of another origin may not use our cookie here.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== app.deps.config.appOrigin) {
      socket.close(4403, "Cross-origin socket refused");
      return;
    }
    void currentUser(request)
      .then((user) => {
        if (!user || user.deactivatedAt || user.suspendedAt) {
          socket.close(4401, "Not authenticated");
          return;
        }
        onFrame = serve(app, socket, user);
        for (const raw of early.splice(0)) onFrame(raw);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, "websocket authentication failed");
        socket.close(1011, "Server error");
      });
  });
};

/** Serves one authenticated socket; returns its frame handler. */
function serve(app: Parameters<FastifyPluginAsync>[0], socket: WebSocket, user: UserRow): (raw: string) => void {
  const { deps } = app;
  const socketId = randomUUID();
  const send = (event: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const silence = setTimeout(() => socket.terminate(), SOCKET_SILENT_MS);
  silence.unref();
  let closed = false;

  // Detach only after attach finished, so a socket closed early never lingers in the hub.
  const attached = deps.realtime.attach(user.id, socket).catch((err: unknown) => deps.log.warn({ err }, "realtime attach failed"));
  void deps.presence
    .socketOpened(user.id, socketId)
    .then((first) => (first && !closed ? announcePresence(deps, user, true) : undefined))
    .catch((err: unknown) => deps.log.warn({ err }, "presence update failed"));

  socket.on("close", () => {
    closed = true;
    clearTimeout(silence);
    void attached
      .then(() => deps.realtime.detach(user.id, socket))
      .catch((err: unknown) => deps.log.warn({ err }, "realtime detach failed"));
    void deps.presence
      .socketClosed(user.id, socketId)
      .then((last) => (last ? announcePresence(deps, user, false) : undefined))
      .catch((err: unknown) => deps.log.warn({ err }, "presence update failed"));
  });

  return (raw) => {
    silence.refresh();
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
      void relayTyping(deps, user.id, msg.matchId).catch((err: unknown) => deps.log.warn({ err }, "typing relay failed"));
    }
  };
}
