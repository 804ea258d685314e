import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores, which is one worker on a 2-core CI box:
    // half the machine idle while PGlite (WebAssembly, CPU-bound) runs the suite.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
