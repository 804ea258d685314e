import type { FastifyPluginAsync } from "fastify";
import { currentUser } from "../auth/session";

/**
 * GET /ws: the realtime socket. Authenticated by the session cookie (the browser sends it on the
 * upgrade); anonymous sockets are closed at once.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  app.get("/ws", { websocket: true }, async (socket, request) => {
    const user = await currentUser(request);
    if (!user || user.deactivatedAt) {
      socket.close(4401, "Not authenticated");
      return;
    }
    const hub = app.deps.realtime;
    await hub.attach(user.id, socket);
    socket.on("message", (raw) => {
      // Heartbeats and client announcements keep the socket alive; features add their handlers.
      try {
        const msg = JSON.parse(String(raw)) as { type?: string };
        if (msg.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      } catch {
        /* ignore malformed frames */
      }
    });
    socket.on("close", () => void hub.detach(user.id, socket));
  });
};
