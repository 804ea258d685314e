import v8 from "node:v8";

/**
 * V8's WebAssembly compilers, set for the embedded database's start, for the server's idle memory
 * (docs/benchmarks.md, "memory"; the young generation's part is platform/young-generation.ts).
 * V8 reads these settings when it compiles a function, so changing them at run time affects only
 * what compiles meanwhile, and the defaults are put back afterwards. An operator's own settings of
 * the kind (`node --liftoff-only`, `--no-wasm-tier-up`, on the command line or in NODE_OPTIONS)
 * win: then nothing is changed.
 */
const operatorSets = (pattern: RegExp): boolean => pattern.test(`${process.execArgv.join(" ")} ${process.env.NODE_OPTIONS ?? ""}`);

/** V8's defaults for WebAssembly tiering (node 20's V8), put back after the embedded database opened. */
const WASM_DEFAULTS = ["--no-liftoff-only", "--wasm-tier-up", "--wasm-dynamic-tiering"];

/**
 * Runs `open` (the embedded database's start) with WebAssembly compiled by V8's baseline compiler
 * only (Liftoff), then gives V8 its defaults back for whatever compiles later (the safety models'
 * WebAssembly in their workers tiers up as before).
 *
 * Why: PGlite's PostgreSQL is 9 MB of WebAssembly. With the defaults V8 recompiled about 1,000 of
 * its functions with its optimizing compiler (TurboFan) on background threads during the start,
 * which left about 45 MB resident in those threads' allocator arenas and cost about 0.3 s of CPU
 * beside the first requests. Point queries and small joins ran as fast with the baseline code once
 * warm (their time goes to the protocol between JavaScript and the module), and faster until the
 * optimized code would have been ready; a query that is mostly PostgreSQL's own computing (a sort
 * of 100,000 rows) costs about 25% more (docs/benchmarks.md, "memory"). Functions compiled while this runs keep their baseline code; a function
 * PGlite first calls later compiles under the defaults.
 */
export async function withBaselineWasm<T>(open: () => Promise<T>): Promise<T> {
  if (operatorSets(/--(no-)?(liftoff|wasm-tier-up|wasm-dynamic-tiering)/)) return open();
  v8.setFlagsFromString("--liftoff-only");
  try {
    return await open();
  } finally {
    for (const flag of WASM_DEFAULTS) v8.setFlagsFromString(flag);
  }
}
