import { defineConfig } from "vitest/config";

/** Browser journeys: one server per file, files one at a time (Chromium is heavy on small CI boxes). */
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: "forks",
  },
});
