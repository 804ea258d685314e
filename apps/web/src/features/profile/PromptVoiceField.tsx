import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Mic, Square, Trash2 } from "lucide-react";
import type { OwnPrompt } from "@ulfa/contracts";
import { PROMPT_VOICE_MAX_MS, VOICE_NOTE_MIN_MS } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { formatDuration } from "../../i18n/format";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast-store";
import { useSiteName } from "../site";
import { recordingMimeType, useVoiceRecorder, VoiceDraft, type VoiceNote } from "../chat";
import { PromptVoiceButton } from "../discover";
import { useRemovePromptVoice, useSavePromptVoice } from "./prompt-voice-queries";

type Problem = "micDenied" | "micMissing" | "unsupported" | "tooShort";

/** Why the microphone could not start, in words the member can act on. */
const problemOf = (err: unknown): Problem => {
  const name = err instanceof DOMException ? err.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "micDenied";
  if (name === "NotFoundError" || name === "NotReadableError" || name === "OverconstrainedError") return "micMissing";
  return "unsupported";
};

/**
 * The optional voice answer of one saved prompt (issue 33): record with the chat's recorder (stops
 * itself at PROMPT_VOICE_MAX_MS), listen, then save or discard; or play and remove the saved one.
 * `saved` is the prompt as the server has it, null while the prompt in the form is not saved yet.
 */
export function PromptVoiceField({ n, prompt, saved }: { n: number; prompt: string; saved: OwnPrompt | null }) {
  const { t, i18n } = useTranslation("promptVoice");
  const recorder = useVoiceRecorder(PROMPT_VOICE_MAX_MS);
  const save = useSavePromptVoice();
  const remove = useRemovePromptVoice();
  const [draft, setDraft] = useState<VoiceNote | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const site = useSiteName();
  const max = formatDuration(PROMPT_VOICE_MAX_MS, i18n.language);

  const start = async () => {
    setProblem(null);
    if (!recordingMimeType() || !navigator.mediaDevices?.getUserMedia) return setProblem("unsupported");
    try {
      await recorder.start();
    } catch (err) {
      setProblem(problemOf(err));
    }
  };
  const stop = async () => {
    const note = await recorder.stop();
    if (!note) return;
    if (note.durationMs < VOICE_NOTE_MIN_MS) return setProblem("tooShort");
    setDraft(note);
  };
  const keep = () => {
    if (!draft || !saved) return;
    save.mutate(
      { promptId: saved.promptId, blob: draft.blob },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: t("saved"), variant: "success" });
        },
        onError: (err) => toast({ title: t("saveFailed"), description: messageOf(err, t("saveFailed")), variant: "destructive" }),
      },
    );
  };
  const drop = () => {
    if (!saved) return;
    remove.mutate(saved.promptId, {
      onSuccess: () => toast({ title: t("removed"), variant: "success" }),
      onError: (err) => toast({ title: t("removeFailed"), description: messageOf(err, t("removeFailed")), variant: "destructive" }),
    });
  };

  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-2.5" data-testid={`prompt-voice-${n - 1}`}>
      <p className="text-sm font-medium text-slate-700">{t("title")}</p>
      {!saved ? (
        <p className="text-sm text-slate-600">{t("saveFirst")}</p>
      ) : draft && !recorder.recording ? (
        <VoiceDraft
          note={draft}
          sending={save.isPending}
          onSend={keep}
          onDiscard={() => setDraft(null)}
          wording={{ discard: t("discard"), send: t("save"), preview: (time) => t("preview", { time }), testId: "prompt-voice" }}
        />
      ) : recorder.recording ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="flex flex-1 items-center gap-2 text-sm text-red-700" role="status">
            <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            {t("recording", { time: formatDuration(recorder.elapsedMs, i18n.language), max })}
          </p>
          <Button type="button" size="sm" variant="outline" onClick={recorder.cancel} aria-label={t("discardRecording")}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button type="button" size="sm" onClick={() => void stop()} data-testid="prompt-voice-stop">
            <Square className="h-4 w-4" aria-hidden="true" />
            {t("stop")}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {saved.voiceUrl && saved.voiceSeconds !== null ? (
            <>
              <PromptVoiceButton url={saved.voiceUrl} seconds={saved.voiceSeconds} prompt={prompt} />
              <Button type="button" size="sm" variant="outline" onClick={drop} disabled={remove.isPending} aria-label={t("removeFor", { n })} data-testid="prompt-voice-remove">
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t("remove")}
              </Button>
            </>
          ) : (
            <>
              <p className="w-full text-xs text-slate-600">{t("hint", { max })}</p>
              <Button type="button" size="sm" variant="outline" onClick={() => void start()} aria-label={t("recordFor", { n })} data-testid="prompt-voice-record">
                <Mic className="h-4 w-4" aria-hidden="true" />
                {t("record")}
              </Button>
            </>
          )}
        </div>
      )}
      {problem && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700" data-testid="prompt-voice-problem">
          <p className="flex-1">{t(problem, { site })}</p>
          {problem !== "unsupported" && (
            <Button type="button" size="sm" variant="outline" onClick={() => void start()}>
              {t("tryAgain")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
