import { makeTemplate } from "./data-template";

/** Once per run, before any journey: the migrated database every journey server starts from. */
export default function setup(): void {
  makeTemplate();
}
