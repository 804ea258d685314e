import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { testDbKind } from "../../test/harness";
import { openDatabase } from "./db";

// Instances behind a load balancer start together; they share one PostgreSQL and must not race
// to create the same tables.
describe.skipIf(testDbKind !== "postgres")("migrations with several instances starting at once (postgres)", () => {
  it("migrates an empty database once while three instances open it concurrently", async () => {
    const { default: pg } = await import("pg");
    const adminUrl = process.env.DATABASE_URL!;
    const name = `ulfa_mig_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
      const rows = await opened[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const applied = (rows as unknown as { rows: { n: number }[] }).rows[0].n;
      expect(applied).toBeGreaterThan(0);
      await Promise.all(opened.map((d) => d.close()));
      // A fourth start finds nothing left to do.
      const again = await openDatabase({ databaseUrl: url.toString() });
      const after = (await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(after.rows[0].n).toBe(applied);
      await again.close();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
