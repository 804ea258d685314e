import { Loader2, Pause, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../../i18n/format";
import { cn } from "../../../ui/cn";
import { toast } from "../../../ui/toast-store";
import { useBlobAudio } from "../../../ui/useBlobAudio";

/**
 * Plays a member's voice answer to a prompt (issue 33): one button, named with the prompt and the
 * length, played as chat voice notes are (ui/useBlobAudio.ts). `tone` suits a dark photo overlay.
 */
export function PromptVoiceButton({ url, seconds, prompt, tone = "light" }: { url: string; seconds: number; prompt: string; tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation("promptVoice");
  const { playing, loading, toggle } = useBlobAudio(url, () => toast({ title: t("playFailed"), variant: "destructive" }));
  const time = formatDuration(seconds * 1000, i18n.language);

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-label={t(playing ? "pause" : "play", { prompt, time })}
      aria-pressed={playing}
      disabled={loading}
      className={cn(
        "inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2",
        tone === "dark" ? "bg-white/90 text-slate-900 hover:bg-white focus-visible:outline-white" : "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
      )}
      data-testid="prompt-voice-play"
    >
      {loading ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : playing ? (
        <Pause className="h-4 w-4" aria-hidden="true" />
      ) : (
        // Media controls are not mirrored (they point the way a tape runs, not the way text reads).
        <Play className="h-4 w-4" aria-hidden="true" />
      )}
      <span>{time}</span>
    </button>
  );
}
