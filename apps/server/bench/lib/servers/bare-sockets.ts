import type http from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import "./settle";

/**
 * The WebSocket side of the bare baselines: sockets connect as /ws?id=N, answer any frame with a
 * pong, and are found by id to push events to. Then the server listens on a free port and announces
 * it the way bench/lib/child.ts reads it.
 */
export function serveBareSockets(server: http.Server): Map<number, WebSocket> {
  const sockets = new Map<number, WebSocket>();
  const wss = new WebSocketServer({ server, path: "/ws" });
  wss.on("connection", (ws, req) => {
    const id = Number(new URL(req.url ?? "", "http://x").searchParams.get("id"));
    sockets.set(id, ws);
    ws.on("message", () => ws.send(JSON.stringify({ type: "pong" })));
    // A reconnect may register before the old socket's close arrives: forget only this socket.
    ws.on("close", () => sockets.get(id) === ws && sockets.delete(id));
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    console.log(`LISTENING ${typeof address === "object" && address ? address.port : 0}`);
  });
  return sockets;
}
