import { describe, expect, it } from "vitest";
import { VOICE_WAVEFORM_MAX_BARS, VOICE_WAVEFORM_MAX_LEVEL } from "@ulfa/contracts/constants";
import { waveformOf } from "./useVoiceRecorder";

describe("waveformOf", () => {
  it("keeps at most the allowed number of bars, each within 0..100", () => {
    const levels = Array.from({ length: 600 }, (_, i) => (i % 10) / 10);
    const bars = waveformOf(levels);
    expect(bars).toHaveLength(VOICE_WAVEFORM_MAX_BARS);
    expect(bars.every((b) => Number.isInteger(b) && b >= 0 && b <= VOICE_WAVEFORM_MAX_LEVEL)).toBe(true);
  });

  it("has one bar per sample for short notes, and one for silence", () => {
    expect(waveformOf([0, 0.5, 0.1])).toEqual([0, 100, 30]);
    expect(waveformOf([])).toEqual([0]);
  });
});
