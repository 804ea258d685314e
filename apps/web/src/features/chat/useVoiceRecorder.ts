import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_NOTE_MAX_MS, VOICE_WAVEFORM_MAX_BARS, VOICE_WAVEFORM_MAX_LEVEL } from "@ulfa/contracts/constants";

/** Opus in WebM (Chromium, Firefox) or Ogg (older Firefox): the containers the server accepts. */
const MIME_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus"];
/** How often the input level is sampled for the waveform and the timer. */
const SAMPLE_EVERY_MS = 100;
/** Speech rarely fills the full scale: levels are boosted so a normal voice draws a visible wave. */
const LEVEL_GAIN = 3;

export const recordingMimeType = () =>
  typeof MediaRecorder === "undefined" ? undefined : MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));

export interface VoiceNote {
  blob: Blob;
  durationMs: number;
  waveform: number[];
}

/** At most VOICE_WAVEFORM_MAX_BARS levels (0..100): each bar is the loudest sample of its slice. */
export function waveformOf(levels: number[]): number[] {
  if (levels.length === 0) return [0];
  const bars = Math.min(VOICE_WAVEFORM_MAX_BARS, levels.length);
  const out: number[] = [];
  for (let i = 0; i < bars; i += 1) {
    const slice = levels.slice(Math.floor((i * levels.length) / bars), Math.floor(((i + 1) * levels.length) / bars));
    out.push(Math.round(Math.min(1, Math.max(0, ...slice) * LEVEL_GAIN) * VOICE_WAVEFORM_MAX_LEVEL));
  }
  return out;
}

/**
 * Records one voice note from the microphone (MediaRecorder), sampling its level for the waveform;
 * stops by itself at `maxMs` (a chat voice note's limit unless told: a voice answer to a prompt is
 * shorter). `stop()` resolves with the note, `cancel()` drops it.
 */
export function useVoiceRecorder(maxMs = VOICE_NOTE_MAX_MS) {
  const [recording, setRecording] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const session = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    context: AudioContext;
    timer: number;
    startedAt: number;
    levels: number[];
    chunks: Blob[];
    done: Promise<VoiceNote | null>;
    keep: boolean;
  } | null>(null);

  const release = useCallback(() => {
    const s = session.current;
    if (!s) return;
    window.clearInterval(s.timer);
    s.stream.getTracks().forEach((track) => track.stop());
    void s.context.close();
    setRecording(false);
  }, []);

  const stop = useCallback(async (): Promise<VoiceNote | null> => {
    const s = session.current;
    if (!s) return null;
    if (s.recorder.state !== "inactive") s.recorder.stop();
    const note = await s.done;
    session.current = null;
    return note;
  }, []);

  const cancel = useCallback(() => {
    const s = session.current;
    if (!s) return;
    s.keep = false;
    void stop();
  }, [stop]);

  const start = useCallback(async () => {
    const mimeType = recordingMimeType();
    if (!mimeType) throw new Error("unsupported");
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const context = new AudioContext();
    // A context made outside a user gesture starts suspended and would measure silence.
    await context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const recorder = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    const levels: number[] = [];
    const startedAt = performance.now();
    const done = new Promise<VoiceNote | null>((resolve) => {
      recorder.onstop = () => {
        const s = session.current;
        const durationMs = Math.min(maxMs, performance.now() - startedAt);
        release();
        resolve(s?.keep ? { blob: new Blob(chunks, { type: mimeType.split(";")[0] }), durationMs, waveform: waveformOf(levels) } : null);
      };
    });
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let peak = 0;
      for (const v of samples) peak = Math.max(peak, Math.abs(v));
      levels.push(peak);
      const elapsed = performance.now() - startedAt;
      setElapsedMs(elapsed);
      if (elapsed >= maxMs && recorder.state === "recording") recorder.stop();
    }, SAMPLE_EVERY_MS);
    session.current = { recorder, stream, context, timer, startedAt, levels, chunks, done, keep: true };
    recorder.start();
    setElapsedMs(0);
    setRecording(true);
  }, [release, maxMs]);

  useEffect(() => () => cancel(), [cancel]);
  return { recording, elapsedMs, start, stop, cancel };
}
