// The load client's own ceiling: node:http answering a fixed JSON hello at once, no framework, no
// logging. Whatever rate the client reaches here is the most it can show of any server.
import http from "node:http";

const body = JSON.stringify({ status: "ok" });
http
  .createServer((_req, res) => res.writeHead(200, { "content-type": "application/json", "content-length": body.length }).end(body))
  .listen(Number(process.env.PORT), "127.0.0.1");
process.once("SIGTERM", () => process.exit(0));
