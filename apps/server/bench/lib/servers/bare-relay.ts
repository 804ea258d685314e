// Baseline for chat: a bare HTTP -> WebSocket relay (node:http + ws, no database). POST /send
// {to, content} pushes {type:"message"} to socket `to` (connected as /ws?id=N) and answers 201.
import { serveBare } from "./bare-sockets";

let nextId = 1;
const sockets = serveBare((_req, body, res) => {
  const { to, content, from } = JSON.parse(String(body)) as { to: number; content: string; from: number };
  const message = { id: nextId++, senderId: from, content, createdAt: new Date().toISOString() };
  sockets.get(to)?.send(JSON.stringify({ type: "message", message }));
  res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(message));
});
