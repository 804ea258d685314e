import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { makeTemplate } from "./data-template";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's Chromium (Playwright's browser server), which every journey connects to. */
    browserEndpoint: string;
  }
}

/**
 * Once per run, before any journey: the migrated database every journey server starts from, and
 * one Chromium for all of them (each journey file connects and gets contexts of its own; starting
 * a browser per file cost a second or two of a core each time). Closed after the last journey.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  makeTemplate();
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
  };
}
