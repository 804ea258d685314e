// Imported by the bench servers: on SIGUSR2 the server collects its garbage (bench/lib/child.ts runs
// them with --expose-gc) and prints SETTLED, so a bench can read memory from a state that holds no
// garbage of an earlier phase. V8 hands freed pages back on background threads after a collection:
// the answer waits a moment so the resident size has dropped by the time it is read.
const UNMAP_WAIT_MS = 1000;

process.on("SIGUSR2", () => {
  (globalThis as { gc?: () => void }).gc?.();
  setTimeout(() => console.log("SETTLED"), UNMAP_WAIT_MS);
});
