import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestS3, type TestS3 } from "../apps/server/test/s3-server";
import { throwawayDatabase } from "../apps/server/test/throwaway-database";
import { HAPROXY, haproxyConfig } from "../apps/server/test/haproxy";
import { pathOf, routes } from "@ulfa/contracts";
import { freePort, startServer, type TestServer } from "./harness";

export { HAPROXY };

/** Why the cluster cannot run on this machine, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  if (!process.env.DATABASE_URL) return "DATABASE_URL is not set (several instances need a shared PostgreSQL)";
  if (!process.env.REDIS_URL) return "REDIS_URL is not set (several instances need Redis)";
  if (!HAPROXY) return "HAProxy is not installed (apt-get install haproxy)";
  return undefined;
}

export interface Cluster {
  /** The proxy's URL: what members use (APP_URL of every instance). */
  url: string;
  /** The instances behind it, by the name the proxy reports in X-Ulfa-Instance. */
  instances: Map<string, TestServer>;
  /** DATA_DIR shared by the instances, so a test can read mail whichever instance sent it. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The topology of compose.yaml: N Ulfa processes on one PostgreSQL database and Redis, media in an
 * S3-compatible bucket, behind HAProxy with deploy/haproxy.cfg (round robin, health-checked,
 * WebSocket upgrades passed through, retries only when an instance refused the connection).
 */
export async function startCluster(size: number): Promise<Cluster> {
  const proxyPort = await freePort();
  const url = `http://127.0.0.1:${proxyPort}`;
  const database = await createDatabase();
  const s3: TestS3 = await startTestS3();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-cluster-"));
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL!,
    APP_URL: url,
    TRUST_PROXY: "true",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
  };
  // Started together, as an orchestrator would: they must agree on migrations by themselves.
  const servers = await Promise.all(Array.from({ length: size }, () => startServer(env)));
  const instances = new Map(servers.map((s, i) => [`u${i + 1}`, s]));

  const configFile = path.join(dataDir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig(proxyPort, [...instances].map(([name, s]) => ({ name, address: new URL(s.url).host }))));
  const proxy: ChildProcess = spawn(HAPROXY!, ["-f", configFile, "-db"], { stdio: ["ignore", "inherit", "inherit"] });
  await waitFor(async () => (await fetch(`${url}${pathOf(routes.health.check)}`)).ok, "HAProxy did not start");

  return {
    url,
    instances,
    dataDir,
    async stop() {
      proxy.kill("SIGTERM");
      await Promise.all(servers.map((s) => s.stop()));
      await s3.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const createDatabase = () => throwawayDatabase(process.env.DATABASE_URL!, "ulfa_cluster");

async function waitFor(check: () => Promise<boolean>, failure: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((r) => setTimeout(r, 100));
  }
}
