import type { SafetyConfig } from "../platform/config";
import { messageMatcher } from "./wordlists";

/** True when a chat message matches the insult and harassment lists and nudges are on (SAFETY_NUDGES). */
export function needsNudge(settings: SafetyConfig, content: string): boolean {
  return settings.nudges && messageMatcher(settings.wordlistDir).matches(content);
}
