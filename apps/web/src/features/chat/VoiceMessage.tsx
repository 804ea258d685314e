import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "@ulfa/contracts";
import { formatDuration } from "../../i18n/format";
import { cn } from "../../ui/cn";
import { useBlobAudio } from "../../ui/useBlobAudio";

/** Silence still draws a thin bar, so the waveform reads as a track to seek along. */
const MIN_BAR_PERCENT = 8;

/**
 * A voice note: play/pause, the sender's waveform (filled up to the position) and a seek bar, played
 * through ui/useBlobAudio.ts; the length comes from the message (recorded WebM carries none).
 */
export function VoiceMessage({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t, i18n } = useTranslation("chat");
  const media = message.media;
  const [failed, setFailed] = useState(false);
  const { playing, loading, position, toggle, seek } = useBlobAudio(media?.url, () => setFailed(true));
  const duration = media?.durationMs ?? 0;
  if (!media) return null;

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
