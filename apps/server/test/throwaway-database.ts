import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh, empty database on the PostgreSQL server of `adminUrl` (tests, benches, the multi-instance
 * journey), under a random name starting with `prefix`; `drop()` removes it, connections and all.
 */
export async function throwawayDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
