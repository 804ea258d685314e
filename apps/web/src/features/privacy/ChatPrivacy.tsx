import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CalendarHeart, Eye, EyeOff, Moon, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Match } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { useCurrentUser } from "../../session/useCurrentUser";
import { usePhotoAccess } from "./queries";
import { ShareDateDialog } from "./ShareDateDialog";
import { about } from "../../i18n/gender";

/** The chat header's privacy menu: reveal or re-blur my photos for this match, share my date. */
export function ChatPrivacyMenu({ match }: { match: Match }) {
  const { t } = useTranslation("privacy");
  const { data: me } = useCurrentUser();
  const access = usePhotoAccess();
  const [sharing, setSharing] = useState(false);
  const name = match.otherUser.name;
  const item = "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
  const setReveal = (reveal: boolean) =>
    access.mutate(
      { matchId: match.id, reveal },
      {
        onSuccess: () => toast({ title: t(reveal ? "chat.revealed" : "chat.hidden", { name }), variant: "success" }),
        onError: (err) => toast({ title: t("chat.revealFailed"), description: messageOf(err, t("chat.revealFailed")), variant: "destructive" }),
      },
    );
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="rounded-full p-2 text-brand-700 hover:bg-brand-50" aria-label={t("chat.actions")} data-testid="chat-privacy-menu">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-[60] min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
            {me?.privacy.photosPrivate &&
              (match.photosRevealed ? (
                <DropdownMenu.Item className={item} onSelect={() => setReveal(false)} data-testid="photo-hide">
                  <EyeOff className="h-4 w-4" aria-hidden="true" />
                  {t("chat.hide")}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item className={item} onSelect={() => setReveal(true)} data-testid="photo-reveal">
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  {t("chat.reveal", { name })}
                </DropdownMenu.Item>
              ))}
            <DropdownMenu.Item className={item} onSelect={() => setSharing(true)} data-testid="share-date">
              <CalendarHeart className="h-4 w-4" aria-hidden="true" />
              {t("chat.shareDate")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ShareDateDialog matchId={match.id} name={name} gender={match.otherUser.gender} open={sharing} onClose={() => setSharing(false)} />
    </>
  );
}

/** Lines under the chat header: the conversation is shared with a chaperone; the match is snoozed. */
export function ChatPrivacyNotes({ match }: { match: Match }) {
  const { t } = useTranslation("privacy");
  if (!match.chaperoned && !match.otherSnoozed) return null;
  return (
    <div className="space-y-1 border-b border-rose-100 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">
      {match.chaperoned && (
        <p className="flex items-center gap-1.5" title={t("chat.chaperonedHint")} data-testid="chat-chaperoned">
          <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {t("chat.chaperoned")}
        </p>
      )}
      {match.otherSnoozed && (
        <p className="flex items-center gap-1.5" data-testid="chat-snoozed">
          <Moon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {t("chat.snoozed", { name: match.otherUser.name, ...about(match.otherUser.gender) })}
        </p>
      )}
    </div>
  );
}
