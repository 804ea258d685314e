// First: the young generation stays small while the server starts (built as dist/v8-start.js).
import { startedUp } from "./platform/young-generation";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp, periodicJobs } from "./app";
import { loadConfig } from "./platform/config";
import { startScheduler } from "./scheduler";
import { NewerSchemaError } from "./platform/schema-guard";
import { stopOnSignal } from "./platform/shutdown";
import { RecoveryUnfinished, refuseUnfinishedRecovery, startControlSocket } from "./backup";

/** Production entry point: `node apps/server/dist/main.js` (README). */
async function main(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const config = loadConfig(process.env, { webDist: path.resolve(here, "../../web/dist") });
  refuseUnfinishedRecovery(config.dataDir);
  const app = await buildApp({ config });
  const stopScheduler = startScheduler(app.deps, periodicJobs);
  app.addHook("onClose", async () => stopScheduler());
  // The embedded database is this process's alone: `npm run backup` asks it through DATA_DIR/control.
  if (app.deps.database.kind === "pglite") {
    const closeControlSocket = await startControlSocket(app.deps);
    app.addHook("onClose", closeControlSocket);
  }
  // In-flight requests finish, queued work stays queued; the process is gone within STOP_DEADLINE_MS.
  const stop = stopOnSignal(() => app.close(), app.log);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop(signal));
  await app.listen({ port: config.port, host: config.host });
  startedUp();
  app.log.info(`Ulfa is listening on ${config.appUrl} (database: ${app.deps.database.kind})`);
}

main().catch((err) => {
  // An expected refusal (a newer schema, an unfinished restore) is one clear line, not a stack trace.
  if (err instanceof NewerSchemaError || err instanceof RecoveryUnfinished) console.error(`error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
