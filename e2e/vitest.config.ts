import os from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Browser journeys. Each file has its own server (started from the migrated template that
 * global-setup.ts makes once) and its own contexts in the run's one browser. A journey spends part
 * of its time waiting on the page (about 0.8 of a core measured on the 2-core CI box: settle waits,
 * transitions, the page's own timers), so one file more than there are cores runs at once, which
 * keeps both cores of the CI box busy; up to four on bigger machines.
 */
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: "forks",
    maxWorkers: Math.min(4, os.availableParallelism() + 1),
    // A browser reaches its state asynchronously; like Playwright's own auto-waiting assertions, a
    // polled expectation waits long enough for a loaded CI machine (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000 } },
  },
});
