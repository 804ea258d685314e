import { USERNAME_MAX } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { randomInt } from "node:crypto";
import { usernameTaken } from "./repo";

/** Tries before the random suffix grows: names are common, collisions are not. */
const TRIES = 5;

/**
 * A username for a member who chose none (docs/onboarding.md): the name's letters and digits
 * (any script), lower-cased, dots for spaces, then a random number. Never shown as the member's
 * name; it only keeps the existing unique handle for URLs and admin lists.
 */
export async function usernameFromName(deps: Deps, name: string): Promise<string> {
  const base =
    name
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ".")
      .replace(/^\.+|\.+$/g, "")
      .slice(0, USERNAME_MAX - 8) || "member";
  for (let i = 0; i < TRIES; i += 1) {
    const candidate = `${base}.${randomInt(1000, 10_000 * 10 ** i)}`.slice(0, USERNAME_MAX);
    if (!(await usernameTaken(deps, candidate))) return candidate;
  }
  return `${base}.${Date.now().toString(36)}`.slice(0, USERNAME_MAX);
}
