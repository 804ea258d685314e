import os from "node:os";
import { defineConfig } from "vitest/config";

/** Unit and API tests. Browser journeys have their own config (e2e/vitest.config.ts). */
export default defineConfig({
  test: {
    projects: ["apps/server", "apps/web"],
    // Vitest's default is one worker fewer than the cores, which is one worker on a 2-core CI box:
    // half the machine idle while PGlite (WebAssembly, CPU-bound) runs the API suite. Set here, for
    // every project: projects with different worker counts would need their own group order.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
