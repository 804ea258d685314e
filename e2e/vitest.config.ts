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
    // A browser reaches its state asynchronously; like Playwright's own auto-waiting assertions, a
    // polled expectation waits long enough for a loaded CI machine (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000 } },
  },
});
