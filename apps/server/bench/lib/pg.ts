import { randomBytes } from "node:crypto";
import pg from "pg";

/** A throwaway database on the server of `adminUrl`, dropped by `drop()`. */
export async function benchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ulfa_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** PostgreSQL when DATABASE_URL says so (no TEST_DB needed), embedded PGlite otherwise. */
export const postgresUrl = (): string | undefined =>
  process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined;
