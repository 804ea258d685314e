// Preloaded (`node --expose-gc --import <this file> <server>`) into the built server by
// memory.bench.ts: on SIGUSR2 it collects the garbage and, a second later (V8 hands freed pages back
// on background threads), prints what V8 holds as one `MEMORY {...}` line (MB) to the server's log.
// Plain JavaScript so that plain node can preload it; the bundle stays as deployed, and a deployed
// server never gets SIGUSR2.
const UNMAP_WAIT_MS = 1000;
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  setTimeout(() => {
    const m = process.memoryUsage();
    console.log(`MEMORY ${JSON.stringify({ heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) })}`);
  }, UNMAP_WAIT_MS);
});
