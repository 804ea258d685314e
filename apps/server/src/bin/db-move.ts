// `npm run db:move -- postgres://...`: an embedded install (DATA_DIR) into an empty PostgreSQL database.
import { moveDatabase, clearUnfinished, markUnfinished, withoutPassword } from "../backup";
import { loadConfig } from "../platform/config";
import { openDatabase, type Database } from "../platform/db";
import { EmbeddedDatabaseInUse } from "../platform/embedded-lock";
import { s3Storage } from "../platform/storage/s3";
import { migrateMedia } from "../platform/storage/migrate";
import { fail, parseArgs, patiently, runCommand } from "./cli";

const args = parseArgs(process.argv.slice(2), ["--force"]);
const [url] = args.positional;
if (args.positional.length !== 1 || !/^postgres(ql)?:\/\//.test(url)) fail("usage: npm run db:move -- postgres://user:password@host:5432/database [--force]");
const force = args.flags.has("--force");

await runCommand("db:move", async () => {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error("DATABASE_URL is already set: this install runs on PostgreSQL, there is no embedded database to move");
  let source: Database | undefined;
  let target: Database | undefined;
  try {
    source = await openDatabase({ dataDir: config.dataDir }).catch((err: unknown) => {
      if (err instanceof EmbeddedDatabaseInUse) throw new Error(`${err.message}. Stop Ulfa before moving its database.`);
      throw err;
    });
    target = await patiently(() => openDatabase({ databaseUrl: url }));
    // Until the rows and the media are all in, DATA_DIR says so and the server refuses to start.
    await markUnfinished(config.dataDir, { command: "db:move", rerun: `npm run db:move -- ${withoutPassword(url)} --force` });
    const report = await moveDatabase(source, target, (line) => console.log(line), force);
    for (const [table, n] of Object.entries(report.rows)) console.log(`  ${table}: ${n} rows, counts match`);
    if (config.s3) {
      const bucket = s3Storage(config.s3);
      await bucket.check();
      const media = await migrateMedia(config.dataDir, bucket, (line) => console.log(line));
      console.log(`media: ${media.copied} copied into the bucket, ${media.skipped} already there`);
    } else {
      console.log(`media stay in ${config.dataDir} (set S3_* and run again, or npm run media:migrate, to move them to a bucket)`);
    }
    await clearUnfinished(config.dataDir);
    console.log("\nDone. Set this one variable and start Ulfa again:\n");
    console.log(`DATABASE_URL=${url}`);
  } finally {
    await target?.close();
    await source?.close();
  }
});
