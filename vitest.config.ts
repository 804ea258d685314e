import { defineConfig } from "vitest/config";

/** Unit and API tests. Browser journeys have their own config (e2e/vitest.config.ts). */
export default defineConfig({
  test: { projects: ["apps/server", "apps/web"] },
});
