import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "@ulfa/contracts";
import { formatDuration } from "../../i18n/format";
import { cn } from "../../ui/cn";

/** Silence still draws a thin bar, so the waveform reads as a track to seek along. */
const MIN_BAR_PERCENT = 8;

/**
 * A voice note: play/pause, the sender's waveform (filled up to the position) and a seek bar. The
 * file is fetched once into a blob on first play: browsers seek in a blob without range requests,
 * and recorded WebM carries no duration, so the length comes from the message.
 */
export function VoiceMessage({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t, i18n } = useTranslation("chat");
  const media = message.media;
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const duration = media?.durationMs ?? 0;

  useEffect(
    () => () => {
      const el = audio.current;
      if (!el) return;
      el.pause();
      URL.revokeObjectURL(el.src);
    },
    [],
  );
  if (!media) return null;

  const load = async (): Promise<HTMLAudioElement> => {
    if (audio.current) return audio.current;
    setLoading(true);
    try {
      const res = await fetch(media.url, { credentials: "include" });
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
      setLoading(false);
    }
  };
  const toggle = async () => {
    try {
      const el = await load();
      if (el.paused) await el.play();
      else el.pause();
    } catch {
      setFailed(true);
    }
  };
  const seek = async (ms: number) => {
    setPosition(ms);
    try {
      const el = await load();
      el.currentTime = ms / 1000;
    } catch {
      setFailed(true);
    }
  };

  const bars = media.waveform ?? [];
  // Drawn relative to the loudest bar, so a quiet recording still shows its shape.
  const loudest = Math.max(1, ...bars);
  const played = duration > 0 ? position / duration : 0;
  return (
    <div className="flex w-56 items-center gap-2" data-testid="chat-voice">
      <button
        type="button"
        onClick={toggle}
        disabled={loading}
        aria-label={playing ? t("pause") : t("play")}
        className={cn("flex h-9 w-9 shrink-0 items-center justify-center rounded-full", own ? "bg-white text-brand-700" : "bg-brand-600 text-white")}
      >
        {playing ? <Pause className="h-4 w-4" aria-hidden="true" /> : <Play className="h-4 w-4" aria-hidden="true" />}
      </button>
      <div className="min-w-0 flex-1">
        {/* Like the play triangle, the track runs left to right in every language (media controls are not mirrored). */}
        <div dir="ltr" className="relative h-8">
          <div className="flex h-full items-center gap-px" aria-hidden="true">
            {bars.map((level, i) => (
              <span
                key={i}
                className={cn("flex-1 rounded-full", i / bars.length < played ? (own ? "bg-white" : "bg-brand-600") : own ? "bg-white/50" : "bg-slate-300")}
                style={{ height: `${Math.max(MIN_BAR_PERCENT, (level / loudest) * 100)}%` }}
              />
            ))}
          </div>
          <input
            type="range"
            min={0}
            max={duration}
            step={100}
            value={Math.min(position, duration)}
            onChange={(e) => void seek(Number(e.target.value))}
            aria-label={t("seek")}
            aria-valuetext={formatDuration(position, i18n.language)}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            data-testid="chat-voice-seek"
          />
        </div>
        <p className={cn("text-[10px]", own ? "text-white" : "text-slate-500")}>
          {failed ? t("voiceFailed") : `${formatDuration(position, i18n.language)} / ${formatDuration(duration, i18n.language)}`}
        </p>
      </div>
    </div>
  );
}
