/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  /** S3_* variables pointing at this server, for loadConfig or a spawned Ulfa process. */
  env: Record<string, string>;
  /** Takes the server down (an outage); its objects stay on disk. */
  pause(): Promise<void>;
  /** Brings it back on the same port with the same objects. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a local folder, with SigV4 checks),
 * started on a free port for one test file. s3rver because it is pure JavaScript from npm: CI has
 * no container runtime for MinIO.
 */
export async function startTestS3(bucket = "ulfa-media"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "ulfa-s3-"));
  const start = async (port: number) => {
    const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    return { server, port: address.port };
  };
  let running: S3rver | undefined;
  const first = await start(0);
  running = first.server;
  const pause = async () => {
    await running?.close();
    running = undefined;
  };
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${first.port}`,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      // s3rver's fixed test credentials; it checks request signatures against them.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    pause,
    async resume() {
      if (!running) running = (await start(first.port)).server;
    },
    async stop() {
      await pause();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
