import type { FastifyBaseLogger, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { WebSocket } from "ws";

/**
 * The upgrade's HTTP exchange is over once the socket is a WebSocket, but @fastify/websocket keeps
 * it reachable for the socket's whole life: the TCP socket still points at the plugin's
 * ServerResponse (whose listeners close over Fastify's request and reply, and whose `req` is the
 * IncomingMessage with every header), and the plugin's "error" listener closes over the request
 * and reply too. That was most of a socket's memory. These two steps let all of it go.
 */

/**
 * Route preHandler of a WebSocket route: every HTTP check has passed and the upgrade writes to the
 * TCP socket directly, so the ServerResponse is detached from it (as Node's own "upgrade" event
 * never has one). Plain HTTP requests to the route keep theirs.
 */
export const detachUpgradeResponse: preHandlerHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
  const tcp = reply.raw.socket;
  if (request.ws && tcp) reply.raw.detachSocket(tcp);
  done();
};

/**
 * Call first thing in the WebSocket handler: replaces the plugin's "error" listener (it closes over
 * the request and reply) with one that only needs the socket. Same outcome as the plugin's: the
 * error is logged and the socket terminated.
 */
export function replaceErrorListener(socket: WebSocket, log: FastifyBaseLogger): void {
  socket.removeAllListeners("error");
  socket.on("error", (err) => {
    log.error({ err }, "websocket error");
    socket.terminate();
  });
}
