import { throwawayDatabase } from "../../test/throwaway-database";

/** A throwaway database on the server of `adminUrl`, dropped by `drop()`. */
export const benchDatabase = (adminUrl: string) => throwawayDatabase(adminUrl, "ulfa_bench");

/** PostgreSQL when DATABASE_URL says so (no TEST_DB needed), embedded PGlite otherwise. */
export const postgresUrl = (): string | undefined =>
  process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined;
