// Preloaded (`node --expose-gc --import <this file> <server>`) into a server whose memory a bench reads:
// on SIGUSR2 it collects the garbage and then prints SETTLED, so the bench reads resident memory from
// a state that holds no garbage of an earlier phase. Plain JavaScript so that plain node can preload
// it into the built server, whose bundle stays as deployed. V8 hands freed pages back on background
// threads after a collection: the line waits a moment so the resident size has dropped when it is read.
const UNMAP_WAIT_MS = 1000;

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  setTimeout(() => console.log("SETTLED"), UNMAP_WAIT_MS);
});
