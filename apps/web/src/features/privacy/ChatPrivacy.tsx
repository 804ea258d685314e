import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CalendarHeart, Eye, EyeOff, Moon, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Match } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { useCurrentUser } from "../../session/useCurrentUser";
import { usePhotoAccess } from "./queries";
import { about } from "../../i18n/gender";

/**
 * The chat menu's privacy items (inside the match's one menu, matches/MatchActions): reveal or
 * re-blur my photos for this match, share my date (its dialog lives with the caller: the menu's
 * content unmounts when it closes).
 */
export function ChatPrivacyItems({ match, itemClassName, onShareDate }: { match: Match; itemClassName: string; onShareDate: () => void }) {
  const { t } = useTranslation("privacy");
  const { data: me } = useCurrentUser();
  const access = usePhotoAccess();
  const name = match.otherUser.name;
  const item = itemClassName;
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
            <DropdownMenu.Item className={item} onSelect={onShareDate} data-testid="share-date">
              <CalendarHeart className="h-4 w-4" aria-hidden="true" />
              {t("chat.shareDate")}
            </DropdownMenu.Item>
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
