import http from "node:http";
import { performance } from "node:perf_hooks";
import pino from "pino";
import { WebSocketServer, type WebSocket } from "ws";
import { loggerOptions } from "../../../src/platform/logger";

// Logs like the built Ulfa server at `info`: Ulfa's logger settings, pino's default destination
// (stdout, which bench/lib/built.ts sends to a file), one line per completed request with the
// fields Ulfa's RequestLogs writes. Both sides of a ratio pay for their log alike.
const log = pino(loggerOptions("info"));
let requests = 0;

/**
 * The shared side of the bare baselines (node:http + ws), on PORT: GET /api/health answers 200 (the
 * bench waits for it), any other request goes to `handle` with its whole body; sockets connect as
 * /ws?id=N, answer any frame with a pong, and are found by id to push events to.
 */
export function serveBare(handle: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => unknown): Map<number, WebSocket> {
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const reqId = `req-${(++requests).toString(36)}`;
    const route = new URL(req.url ?? "", "http://x").pathname;
    res.once("finish", () =>
      log.info({ reqId, method: req.method, route, status: res.statusCode, ms: Math.round((performance.now() - started) * 100) / 100 }, "request completed"),
    );
    if (req.method === "GET" && route === "/api/health") return res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => void handle(req, Buffer.concat(chunks), res));
  });
  const sockets = new Map<number, WebSocket>();
  const wss = new WebSocketServer({ server, path: "/ws" });
  wss.on("connection", (ws, req) => {
    const id = Number(new URL(req.url ?? "", "http://x").searchParams.get("id"));
    sockets.set(id, ws);
    ws.on("message", () => ws.send(JSON.stringify({ type: "pong" })));
    // A reconnect may register before the old socket's close arrives: forget only this socket.
    ws.on("close", () => sockets.get(id) === ws && sockets.delete(id));
  });
  server.listen(Number(process.env.PORT), "127.0.0.1");
  return sockets;
}
