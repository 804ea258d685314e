import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * How the proxy treats connections:
 * - "pass": forwards bytes both ways to the real service;
 * - "refuse": closes every connection at once (new ones too), as a service that is down;
 * - "stall": accepts connections and never answers: bytes from the client are swallowed and the
 *   service's answers are held back, as a frozen host or a black-holed network path.
 */
export type ProxyMode = "pass" | "refuse" | "stall";

export interface StallingProxy {
  /** host:port of the proxy itself. */
  host: string;
  port: number;
  mode: ProxyMode;
  /**
   * Switches mode. From "pass" to "stall" open connections freeze in place (the hard case: a pooled
   * connection that never answers again); any other change cuts every open connection, as a client
   * would find them after an outage: the application must reconnect by itself.
   */
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real dependency (PostgreSQL, Redis, S3, SMTP) for fault tests: it
 * turns "the service is down" and "the service accepts and never answers" into a switch, so each
 * test checks both cases against the real client library and its timeouts.
 */
export async function startStallingProxy(target: { host: string; port: number }, mode: ProxyMode = "pass"): Promise<StallingProxy> {
  const sockets = new Set<Socket>();
  /** Pass-through pairs, frozen in place when the proxy starts stalling. */
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let current: ProxyMode = mode;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    pairs.clear();
  };
  const server: Server = createServer((client) => {
    track(client);
    if (current === "refuse") return void client.destroy();
    if (current === "stall") return void client.resume(); // read and drop: the sender's writes never block
    const upstream = connect(target.port, target.host);
    track(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on("close", () => (pairs.delete(pair), client.destroy()));
    client.on("close", () => (pairs.delete(pair), upstream.destroy()));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    host: "127.0.0.1",
    port,
    get mode() {
      return current;
    },
    set(next) {
      if (next === current) return;
      const previous = current;
      current = next;
      if (next === "stall" && previous === "pass") {
        // Open connections freeze where they are: both sides stay connected, nothing more arrives.
        for (const { client, upstream } of pairs) {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.resume();
          upstream.resume();
        }
        pairs.clear();
        return;
      }
      // Refusing cuts everything; leaving a stall cuts the frozen connections (bytes were dropped).
      cutAll();
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL with its host and port replaced by the proxy's (redis://, postgres://, http://). */
export function throughProxy(url: string, proxy: StallingProxy): string {
  const parsed = new URL(url);
  parsed.hostname = proxy.host;
  parsed.port = String(proxy.port);
  return parsed.toString().replace(/\/$/, url.endsWith("/") ? "/" : "");
}
