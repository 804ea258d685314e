import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { useReveal } from "./queries";

/** The largest side a chat photo takes in a bubble; the stored photo keeps its own size. */
const BUBBLE_PHOTO_PX = 240;

/**
 * A photo in a bubble. Blurred (the tiny preview, blurred) with "Tap to view" until the receiver
 * taps it: only then does the server send the photo itself. A photo the nudity shield flagged also
 * says why it is hidden.
 */
export function PhotoMessage({ message, senderName }: { message: ChatMessage; senderName: string }) {
  const { t } = useTranslation("chat");
  const reveal = useReveal(message.matchId);
  const media = message.media;
  if (!media) return null;
  const w = media.width ?? BUBBLE_PHOTO_PX;
  const h = media.height ?? BUBBLE_PHOTO_PX;
  const scale = Math.min(1, BUBBLE_PHOTO_PX / Math.max(w, h));
  const size = { width: Math.round(w * scale), height: Math.round(h * scale) };
  if (media.blurred) {
    return (
      <button
        type="button"
        onClick={() =>
          reveal.mutate(message.id, {
            onError: (err) => toast({ title: t("error"), description: messageOf(err, t("revealFailed")), variant: "destructive" }),
          })
        }
        disabled={reveal.isPending}
        className="relative block overflow-hidden rounded-xl bg-slate-200"
        style={size}
        data-testid="chat-photo-blurred"
      >
        {media.preview && <img src={media.preview} alt="" className="h-full w-full scale-110 object-cover blur-xl" />}
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-slate-900/40 text-sm font-semibold text-white">
          <Eye className="h-5 w-5" aria-hidden="true" />
          {message.flagged && <span className="px-2 text-center text-xs font-normal">{t("sensitivePhoto")}</span>}
          {t("tapToView")}
        </span>
      </button>
    );
  }
  return (
    <img
      src={media.url}
      alt={t("photoFrom", { name: senderName })}
      width={size.width}
      height={size.height}
      className="block rounded-xl bg-slate-200 object-cover"
      style={{ ...size, backgroundImage: media.preview ? `url(${media.preview})` : undefined, backgroundSize: "cover" }}
      data-testid="chat-photo"
    />
  );
}
