// `npm run restore -- <file> [--force]`: an archive of `npm run backup` into an empty DATA_DIR or database.
import { restoreBackup, embeddedInUseAdvice } from "../backup";
import { loadConfig } from "../platform/config";
import { openDatabase, type Database } from "../platform/db";
import { EmbeddedDatabaseInUse } from "../platform/embedded-lock";
import { createMediaStorage } from "../platform/storage";
import { fail, parseArgs, patiently, runCommand } from "./cli";

const args = parseArgs(process.argv.slice(2), ["--force"]);
if (args.positional.length !== 1) fail("usage: npm run restore -- <file> [--force]");
const [file] = args.positional;

await runCommand("restore", async () => {
  let database: Database | undefined;
  try {
    const manifest = await restoreBackup({
      file,
      force: args.flags.has("--force"),
      log: (line) => console.log(line),
      openTarget: async () => {
        const config = loadConfig();
        database = await patiently(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).catch((err: unknown) => {
          if (err instanceof EmbeddedDatabaseInUse) throw new Error(embeddedInUseAdvice(err));
          throw err;
        });
        return { database, storage: createMediaStorage(config), dataDir: config.dataDir, mediaOnDisk: !config.s3 };
      },
    });
    console.log(`restored ${file} (made ${manifest.createdAt}). Members sign in again with their passwords: sessions are not in backups.`);
    if (!manifest.secrets) console.log("The backup held no secrets: keep SESSION_SECRET/VAPID_* as before, or members re-subscribe to push notifications.");
  } finally {
    await database?.close();
  }
});
