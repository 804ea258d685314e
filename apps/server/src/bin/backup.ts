// `npm run backup -- <file> [--include-secrets]`: the database and all media in one archive.
// On the embedded database while Ulfa runs, the running server writes it (backup/control-socket.ts).
import { backupThroughServer, serverTakesBackups, controlSocketPath, writeBackup, embeddedInUseAdvice } from "../backup";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db";
import { EmbeddedDatabaseInUse } from "../platform/embedded-lock";
import { createMediaStorage } from "../platform/storage";
import { fail, parseArgs, patiently, runCommand } from "./cli";

const args = parseArgs(process.argv.slice(2), ["--include-secrets"]);
if (args.positional.length !== 1) fail("usage: npm run backup -- <file> [--include-secrets]");
const [file] = args.positional;
const includeSecrets = args.flags.has("--include-secrets");

const done = (entries: number, secrets: boolean, missingMedia: string[]) => {
  for (const missing of missingMedia) console.warn(`warning: ${missing} is referenced but was not in storage`);
  console.log(`backup written to ${file} (${entries} entries${secrets ? ", with secrets" : ", without secrets"})`);
};

await runCommand("backup", async () => {
  const config = loadConfig();
  const database = await patiently(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).catch((err: unknown) => {
    if (err instanceof EmbeddedDatabaseInUse) return err;
    throw err;
  });
  if (database instanceof EmbeddedDatabaseInUse) {
    // An older server, or one of another OS account, has no socket this command can use.
    if (!serverTakesBackups(config.dataDir)) throw new Error(`${embeddedInUseAdvice(database)} (It does not listen on ${controlSocketPath(config.dataDir)}.)`);
    console.log(`the embedded database is in use by the running server (pid ${database.pid}): asking it to write the backup`);
    const result = await backupThroughServer(config.dataDir, { file, includeSecrets }, (p) =>
      console.log(p.step === "rows" ? `backup: ${p.done} rows read` : `backup: ${p.done} of ${p.total} media files copied`),
    );
    return done(result.entries, result.secrets, result.missingMedia);
  }
  try {
    const manifest = await writeBackup({
      database,
      storage: createMediaStorage(config),
      dataDir: config.dataDir,
      file,
      includeSecrets,
      now: new Date(),
      log: (line) => console.log(line),
    });
    done(manifest.entries.length, manifest.secrets, manifest.missingMedia);
  } finally {
    await database.close();
  }
});
