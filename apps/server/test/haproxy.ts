import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where Debian puts HAProxy (`apt-get install haproxy`); the tests that run the shipped proxy need it. */
export const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((p) => existsSync(p));

/** deploy/haproxy.cfg (what compose.yaml runs) with a test's bind address and instances. */
export function haproxyConfig(port: number, servers: { name: string; address: string }[]): string {
  const deployed = readFileSync(path.resolve(import.meta.dirname, "../../../deploy/haproxy.cfg"), "utf8");
  const lines = deployed.split("\n").filter((line) => !/^\s*server\s/.test(line));
  const bind = lines.findIndex((line) => /^\s*bind\s/.test(line));
  if (bind < 0) throw new Error("deploy/haproxy.cfg has no bind line");
  lines[bind] = `  bind 127.0.0.1:${port}`;
  return `${lines.join("\n").trimEnd()}\n${servers.map((s) => `  server ${s.name} ${s.address}`).join("\n")}\n`;
}
