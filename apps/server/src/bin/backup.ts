// `npm run backup -- <file> [--include-secrets]`: the database and all media in one archive.
import { writeBackup } from "../backup/write";
import { embeddedInUseAdvice } from "../backup/advice";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db";
import { EmbeddedDatabaseInUse } from "../platform/embedded-lock";
import { createMediaStorage } from "../platform/storage";
import { fail, parseArgs, patiently, runCommand } from "./cli";

const args = parseArgs(process.argv.slice(2), ["--include-secrets"]);
if (args.positional.length !== 1) fail("usage: npm run backup -- <file> [--include-secrets]");
const [file] = args.positional;

await runCommand("backup", async () => {
  const config = loadConfig();
  const database = await patiently(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).catch((err: unknown) => {
    if (err instanceof EmbeddedDatabaseInUse) throw new Error(embeddedInUseAdvice(err));
    throw err;
  });
  try {
    const manifest = await writeBackup({
      database,
      storage: createMediaStorage(config),
      dataDir: config.dataDir,
      file,
      includeSecrets: args.flags.has("--include-secrets"),
      now: new Date(),
      log: (line) => console.log(line),
    });
    for (const missing of manifest.missingMedia) console.warn(`warning: ${missing} is referenced but was not in storage`);
    console.log(`backup written to ${file} (${manifest.entries.length} entries${manifest.secrets ? ", with secrets" : ", without secrets"})`);
  } finally {
    await database.close();
  }
});
