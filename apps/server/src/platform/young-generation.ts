import v8 from "node:v8";

/**
 * Keeps V8's young generation at its smallest (1 MB semi-spaces) from the moment this module is
 * evaluated until `startedUp()`, which the server calls once it listens; from then on the young
 * generation grows with the load as by default.
 *
 * Why: evaluating the server's modules and their packages (fastify, zod schemas, drizzle, the
 * route table), opening PGlite and checking the migrations allocate fast enough that V8 grows the
 * young generation to its largest, 2x16 MB committed and resident, and gives it back only when
 * its memory reducer runs after some idle time (30-40 s after the start here): a server that had
 * just started idled about 30 MB higher for that long. What survives a young collection meanwhile
 * moves to the old generation, collected as usual.
 *
 * It must run before any package is evaluated, so the built server loads it first as a file of its
 * own (build.mjs: dist/v8-start.js, the first import of dist/main.js). V8 reads the setting at
 * each growth, so a change at run time takes effect at once. An operator's own young-generation
 * settings (`node --max-semi-space-size=…`, on the command line or in NODE_OPTIONS) win.
 */
const GROWTH_DEFAULT = 2;
const operatorSet = /semi-space/.test(`${process.execArgv.join(" ")} ${process.env.NODE_OPTIONS ?? ""}`);
if (!operatorSet) v8.setFlagsFromString("--semi-space-growth-factor=1");

let started = false;
/** The server listens: the young generation may grow again (V8's default factor). */
export function startedUp(): void {
  if (started || operatorSet) return;
  started = true;
  v8.setFlagsFromString(`--semi-space-growth-factor=${GROWTH_DEFAULT}`);
}
