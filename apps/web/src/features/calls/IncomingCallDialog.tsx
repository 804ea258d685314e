import { Phone, PhoneOff, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/Dialog";
import type { CallState } from "./types";
import { about } from "../../i18n/gender";

/** A call is ringing: accept or decline (closing the dialog declines). */
export function IncomingCallDialog({ call, onAccept, onDecline }: { call: CallState | null; onAccept: () => void; onDecline: () => void }) {
  const { t } = useTranslation("chat");
  const video = call?.kind === "video";
  const name = call?.otherName ?? "";
  return (
    <Dialog
      open={call !== null}
      onOpenChange={(open) => !open && onDecline()}
      title={name ? t(video ? "call.incomingVideo" : "call.incomingVoice", { name, ...about(call?.otherGender) }) : t(video ? "call.incomingVideoUnknown" : "call.incomingVoiceUnknown")}
      // No pulsing text: a fading label fails colour contrast while it is faint.
      description={t("call.ringing")}
      className="max-w-sm"
    >
      <div className="flex justify-center gap-6" data-testid="incoming-call">
        <button
          type="button"
          onClick={onDecline}
          className="flex flex-col items-center gap-1 text-sm text-slate-700"
          data-testid="call-decline"
        >
          <span className="rounded-full bg-red-600 p-4 text-white">
            <PhoneOff className="h-6 w-6" aria-hidden="true" />
          </span>
          {t("call.decline")}
        </button>
        <button type="button" onClick={onAccept} className="flex flex-col items-center gap-1 text-sm text-slate-700" data-testid="call-accept">
          <span className="rounded-full bg-green-700 p-4 text-white">
            {video ? <Video className="h-6 w-6" aria-hidden="true" /> : <Phone className="h-6 w-6" aria-hidden="true" />}
          </span>
          {t("call.accept")}
        </button>
      </div>
    </Dialog>
  );
}
