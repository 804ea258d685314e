import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { LOGIN_IP_MAX_FAILURES } from "@ulfa/contracts";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";
import { HAPROXY, haproxyConfig } from "./haproxy";

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// CI installs HAProxy (apt-get install haproxy); without it there is no shipped proxy to test.
describe.skipIf(!HAPROXY)("the shipped HAProxy configuration with TRUST_PROXY=true", () => {
  let t: TestApp;
  let proxy: ChildProcess;
  let dir: string;
  let url: string;
  let seenIp = "";

  beforeAll(async () => {
    t = await createTestApp({
      config: { trustProxy: true },
      // Notes the address the app resolved for one marked call (the health route is public).
      onRoute: (route) => {
        if (route.url !== "/api/health" || route.method !== "GET") return;
        route.onRequest = async (request: FastifyRequest) => {
          if (request.url === "/api/health?ip") seenIp = request.ip;
        };
      },
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const appPort = (t.app.server.address() as AddressInfo).port;
    const proxyPort = await freePort();
    url = `http://127.0.0.1:${proxyPort}`;
    dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-proxy-"));
    const configFile = path.join(dir, "haproxy.cfg");
    writeFileSync(configFile, haproxyConfig(proxyPort, [{ name: "u1", address: `127.0.0.1:${appPort}` }]));
    proxy = spawn(HAPROXY!, ["-f", configFile, "-db"], { stdio: ["ignore", "ignore", "inherit"] });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error("HAProxy did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    proxy?.kill();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("limits failed sign-ins with made-up X-Forwarded-For headers like one client", async () => {
    const statuses: number[] = [];
    // Each attempt names another account, so only the per-address limit (LOGIN_IP_MAX_FAILURES) can stop them.
    for (let i = 0; i < LOGIN_IP_MAX_FAILURES + 4; i++) {
      const forged = `203.0.113.${i + 1}`;
      const res = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: t.config.appUrl,
          // A forged address alone, or a forged list, as a client behind its own "proxy" would send.
          "x-forwarded-for": i % 2 === 0 ? forged : `${forged}, 198.51.100.${i}`,
          "x-real-ip": forged,
        },
        body: JSON.stringify({ email: `nobody${i}@example.test`, password: "wrong password" }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_IP_MAX_FAILURES).fill(401), 429, 429, 429, 429]);
  });

  it("takes the right-most X-Forwarded-For entry, the one the proxy set, never one a client wrote further left", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health?ip", headers: { "x-forwarded-for": "192.0.2.77, 127.0.0.9" } });
    expect(res.statusCode).toBe(200);
    expect(seenIp).toBe("127.0.0.9");
  });
});
