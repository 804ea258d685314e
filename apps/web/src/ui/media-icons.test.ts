import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Media playback icons are never mirrored in Arabic (Material and Apple RTL guidance: play, pause and
 * seek point the way a tape runs, not the way text reads); back arrows and navigation chevrons still are.
 */
const MEDIA_ICON = /<(Play|Pause|SkipForward|SkipBack|FastForward|Rewind|StepForward|StepBack|CirclePlay|CirclePause)\b[^>]*>/g;
const MIRRORED = /rtl:(-?scale-x|rotate-180|-scale-x)/;

const src = path.join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith(".tsx") ? [path.join(dir, e.name)] : []));

describe("media controls in right-to-left", () => {
  const files = sources(src);
  it("finds the players it guards", () => {
    const players = files.filter((f) => /<Play\b/.test(readFileSync(f, "utf8"))).map((f) => path.relative(src, f));
    expect(players).toEqual(expect.arrayContaining(["features/chat/VoiceMessage.tsx", "features/discover/components/PromptVoiceButton.tsx"]));
  });
  it("never mirrors a play, pause or seek icon", () => {
    const mirrored = files.flatMap((f) => [...readFileSync(f, "utf8").matchAll(MEDIA_ICON)].filter((m) => MIRRORED.test(m[0])).map((m) => `${path.relative(src, f)}: ${m[0]}`));
    expect(mirrored).toEqual([]);
  });
  it("still mirrors directional arrows (the check would catch a mirrored icon)", () => {
    expect(readFileSync(path.join(src, "features/legal/LegalDocument.tsx"), "utf8")).toMatch(/<ArrowLeft[^>]*rtl:rotate-180/);
  });
});
