import { useEffect, useRef, useState } from "react";
import { deadline, REQUEST_DEADLINE_MS } from "../api/deadline";

/**
 * A recording (a chat voice note, a voice answer to a prompt) fetched once into a blob on first
 * play: browsers seek in a blob without range requests, and recorded WebM carries no duration, so
 * callers take the length from the API. The fetch has the app's deadline (api/deadline.ts), so a
 * stalled server ends in `onError` rather than a spinner for ever. Released when the component goes.
 */
export function useBlobAudio(url: string | undefined, onError: () => void) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(
    () => () => {
      const el = audio.current;
      if (!el) return;
      el.pause();
      URL.revokeObjectURL(el.src);
    },
    [],
  );

  const load = async (): Promise<HTMLAudioElement> => {
    if (audio.current) return audio.current;
    if (!url) throw new Error("no recording");
    setLoading(true);
    const limit = deadline(REQUEST_DEADLINE_MS);
    try {
      const res = await fetch(url, { credentials: "include", signal: limit.signal });
      if (!res.ok) throw new Error(String(res.status));
      const el = new Audio(URL.createObjectURL(await res.blob()));
      el.ontimeupdate = () => setPosition(el.currentTime * 1000);
      el.onplay = () => setPlaying(true);
      el.onpause = () => setPlaying(false);
      el.onended = () => {
        setPlaying(false);
        setPosition(0);
      };
      audio.current = el;
      return el;
    } finally {
      limit.clear();
      setLoading(false);
    }
  };

  const toggle = async () => {
    try {
      const el = await load();
      if (el.paused) await el.play();
      else el.pause();
    } catch {
      onError();
    }
  };

  const seek = async (ms: number) => {
    setPosition(ms);
    try {
      (await load()).currentTime = ms / 1000;
    } catch {
      onError();
    }
  };

  return { playing, loading, position, toggle, seek };
}
