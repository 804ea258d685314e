import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DEFAULT_TIMEOUTS } from "../src/platform/timeouts";

// No container runtime runs in CI, so the deployment files are checked for what would break them.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("deployment files", () => {
  const compose = parse(read("compose.yaml")) as { services: Record<string, { environment?: Record<string, string>; build?: string; volumes?: string[] }> };
  const haproxy = read("deploy/haproxy.cfg");
  const configuration = read("docs/configuration.md");

  it("compose runs two Ulfa instances behind the proxy config the multi-instance test runs", () => {
    const apps = Object.entries(compose.services).filter(([, s]) => s.build === ".");
    expect(apps.map(([name]) => name).sort()).toEqual(["ulfa1", "ulfa2"]);
    const servers = [...haproxy.matchAll(/^\s*server\s+(\S+)\s+(\S+)/gm)].map((m) => m[2]);
    expect(servers.sort()).toEqual(["ulfa1:5000", "ulfa2:5000"]);
    expect(compose.services.proxy.volumes).toContain("./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    for (const needed of ["postgres", "redis", "minio"]) expect(Object.keys(compose.services)).toContain(needed);
  });

  it("every variable compose gives Ulfa is documented in docs/configuration.md", () => {
    const env = compose.services.ulfa1.environment ?? {};
    for (const name of Object.keys(env)) expect(configuration, `${name} in docs/configuration.md`).toContain(`\`${name}\``);
    expect(env.TRUST_PROXY).toBe("true");
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(env.REDIS_URL).toMatch(/^redis:\/\//);
  });

  it("the image builds in stages, runs as a non-root user without dev dependencies, and checks /api/health", () => {
    const dockerfile = read("Dockerfile");
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(dockerfile).toMatch(/CMD \["node", "apps\/server\/dist\/main\.js"\]/);
  });

  it("the proxy sets the client address itself, never appending to a client's own X-Forwarded-For", () => {
    expect(haproxy).not.toMatch(/^\s*option\s+forwardfor/m);
    const del = haproxy.search(/^\s*http-request del-header X-Forwarded-For\s*$/m);
    const set = haproxy.search(/^\s*http-request set-header X-Forwarded-For %\[src\]\s*$/m);
    expect(del).toBeGreaterThan(0);
    expect(set).toBeGreaterThan(del);
  });

  it("the proxy keeps an instance whose optional dependency is down or stalled: health answers 200 degraded well within its check timeout", () => {
    expect(haproxy).toMatch(/http-check expect status 200/);
    const check = /timeout check (\d+)(ms|s)/.exec(haproxy);
    expect(check).not.toBeNull();
    const checkMs = Number(check![1]) * (check![2] === "s" ? 1000 : 1);
    // Every probe runs at once against healthProbeMs; the rest is the answer itself.
    expect(DEFAULT_TIMEOUTS.healthProbeMs * 1.5).toBeLessThanOrEqual(checkMs);
  });
});
