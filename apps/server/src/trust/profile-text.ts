import type { Deps } from "../platform/deps";
import { recordSignal } from "./signals";
import { textSignals } from "./text-signals";

/**
 * A bio or prompt answer that gives a way to reach the member off Ulfa, or asks for money: a signal
 * (shown to every viewer, so it is never "a young conversation"). Never fails the profile save.
 */
export async function checkProfileText(deps: Deps, userId: number, texts: { where: "bio" | "prompt"; text: string | null | undefined }[]): Promise<void> {
  try {
    for (const { where, text } of texts) {
      if (!text) continue;
      for (const f of textSignals(text)) await recordSignal(deps, userId, f.code, { where, found: f.found, text: text.slice(0, 500) });
    }
  } catch (err) {
    // The profile is saved; the next save reads it again.
    deps.log.warn({ err, userId }, "profile text check failed");
  }
}
