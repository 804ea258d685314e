import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WordlistMatcher } from "./matcher";

/** The lists shipped with Ulfa (apps/server/safety-lists) sit beside src/ and dist/; found from either. */
export function builtInListsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "safety-lists");
    if (existsSync(path.join(candidate, "en.txt"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("safety-lists folder not found");
}

function linesOfFolder(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".txt"))
    .sort()
    .flatMap((name) => readFileSync(path.join(folder, name), "utf8").split(/\r?\n/));
}

const cache = new Map<string, WordlistMatcher>();

/**
 * The matcher of the built-in lists plus every *.txt in SAFETY_WORDLIST_DIR (admins extend, never
 * replace, the shipped lists). Read once per process and folder: a list change needs a restart.
 */
export function messageMatcher(extraFolder: string | undefined): WordlistMatcher {
  const key = extraFolder ?? "";
  let matcher = cache.get(key);
  if (!matcher) {
    const lines = linesOfFolder(builtInListsFolder());
    if (extraFolder) lines.push(...linesOfFolder(extraFolder));
    matcher = new WordlistMatcher(lines);
    cache.set(key, matcher);
  }
  return matcher;
}
