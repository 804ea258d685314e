import { Heart } from "lucide-react";
import type { RefObject } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { homeTabHref } from "../../../entities/home-tabs";
import { openChatWindow } from "../../../entities/chat-window";
import { useCurrentUser } from "../../../session/useCurrentUser";
import { Photo } from "./Photo";
import { OpeningMovesList } from "../../questions";
import { OpeningLikes } from "../../likes";
import type { MatchedPerson } from "./matched-person";

export type { MatchedPerson } from "./matched-person";


/** "It's a Match!" celebration with both photos, and what each like was about (features/likes). */
export function MatchDialog({
  person,
  onClose,
  returnFocusTo,
}: {
  person: MatchedPerson | null;
  onClose: () => void;
  /** It opens from a swipe's answer, not a click: focus goes back to the deck, not to whatever held it before. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("discover");
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  return (
    <Dialog open={person !== null} onOpenChange={(open) => !open && onClose()} title={t("match.title")} description={t("match.subtitle")} className="text-center" returnFocusTo={returnFocusTo}>
      {person && (
        <div className="flex flex-col items-center gap-5" data-testid="match-dialog">
          <div className="flex items-center justify-center">
            <Photo src={me?.profilePhoto ?? me?.photos[0]} name={me?.name ?? "?"} className="h-24 w-24 rounded-full border-4 border-white shadow-lg" sizes="96px" />
            <span className="z-10 -mx-3 flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-white shadow">
              <Heart className="h-5 w-5 fill-current" aria-hidden="true" />
            </span>
            <Photo src={person.photo} name={person.name} className="h-24 w-24 rounded-full border-4 border-white shadow-lg" alt={person.name} sizes="96px" />
          </div>
          <p className="text-slate-700">{t("match.withName", { name: person.name })}</p>
          {person.matchId !== undefined && <OpeningLikes matchId={person.matchId} other={{ name: person.name, gender: person.gender ?? null }} className="w-full" />}
          {person.matchId !== undefined && <OpeningMovesList matchId={person.matchId} name={person.name} />}
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <Button
              className="sm:flex-1"
              onClick={() => {
                onClose();
                // The chat opens over the deck (the 350 x 600 window; full screen on a phone), so
                // closing it is back to swiping. Without the match's id, Matches lists it.
                if (person.matchId !== undefined) openChatWindow(person.matchId);
                else void navigate(homeTabHref("matches"));
              }}
            >
              {t("match.sendMessage")}
            </Button>
            <Button variant="outline" className="sm:flex-1" onClick={onClose}>
              {t("match.keepPlaying")}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
