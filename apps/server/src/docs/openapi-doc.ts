import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../platform/config";
import { openDatabase, type Database } from "../platform/db";

/** docs/openapi.json as committed: the document, pretty-printed, with a final newline. */
export const formatOpenApi = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The OpenAPI document of a default configuration, built on a throwaway in-memory database. A test
 * hands in its already migrated one: migrating a fresh one takes 10 to 30 s on a busy 2-core machine.
 */
export async function openApiDocument(given?: Database): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ulfa-openapi-"));
  const database = given ?? (await openDatabase({ inMemory: true }));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "openapi-openapi-openapi-openapi" }), database, logger: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
