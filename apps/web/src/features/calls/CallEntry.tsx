import { Phone, PhoneMissed, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CallSummary } from "@ulfa/contracts";
import { formatDuration } from "../../i18n/format";

/** A call's entry in the conversation: "Video call · 3:12", "Missed voice call". */
export function CallEntry({ call }: { call: CallSummary }) {
  const { t, i18n } = useTranslation("chat");
  const Icon = call.outcome !== "completed" ? PhoneMissed : call.kind === "video" ? Video : Phone;
  return (
    <p className="flex items-center gap-2 text-start" data-testid="call-entry" data-outcome={call.outcome}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{callEntryText(t, call, i18n.language, formatDuration)}</span>
    </p>
  );
}

/** The words for a call entry (also the conversation list's preview). */
export function callEntryText(
  t: (key: string, options?: Record<string, unknown>) => string,
  call: CallSummary,
  lang: string,
  duration: (ms: number, lang: string) => string,
): string {
  const kind = call.kind === "video" ? "Video" : "Voice";
  if (call.outcome === "completed") return t(`chat:call.entry.completed${kind}`, { duration: duration(call.durationMs ?? 0, lang) });
  return t(`chat:call.entry.${call.outcome}${kind}`);
}
