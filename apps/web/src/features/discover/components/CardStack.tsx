import { useRef, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Heart, Info, Star, X } from "lucide-react";
import type { DeckItem } from "@ulfa/contracts";
import { CARD_STACK_VISIBLE } from "@ulfa/contracts/constants";
import { cn } from "../../../ui/cn";
import { DECK_ID } from "../../../entities/home-tabs";
import { SwipeCard, type SwipeCardHandle, type SwipeKind } from "./SwipeCard";

/**
 * The deck's height: the viewport less the phone's chrome above and below it (app header, the tab's
 * title row, the round buttons, the bottom bar: about 18rem), so Like and Pass stay on screen
 * without scrolling from 360x640 up; at most 32rem on tall screens. The offline notice takes its
 * own height off too (styles.css).
 */
export const DECK_HEIGHT = "h-[clamp(14rem,calc(100dvh-18rem-var(--offline-notice-h)),32rem)]";

/**
 * Up to three cards, only the top one draggable; four round buttons; arrow keys on the focused deck
 * (ArrowLeft pass, ArrowRight like, ArrowUp super like).
 */
export function CardStack({
  cards,
  attempt,
  canSwipe,
  pending,
  superLikesLeft,
  onSwiped,
  onDetails,
  deckRef,
}: {
  cards: DeckItem[];
  /** Bumped when a swipe failed, so the top card comes back. */
  attempt: number;
  canSwipe: boolean;
  pending: boolean;
  superLikesLeft: number;
  onSwiped: (kind: SwipeKind) => void;
  onDetails: () => void;
  /** The focusable deck: the skip link jumps to it and the dialogs opened from a swipe give focus back to it. */
  deckRef?: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation("discover");
  const top = useRef<SwipeCardHandle>(null);
  const visible = cards.slice(0, CARD_STACK_VISIBLE);
  const swipeDisabled = pending || !canSwipe;
  const superDisabled = swipeDisabled || superLikesLeft <= 0;

  const act = (kind: SwipeKind) => {
    if (kind === "super" ? superDisabled : swipeDisabled) return;
    top.current?.fling(kind);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const kind: SwipeKind | null = e.key === "ArrowLeft" ? "pass" : e.key === "ArrowRight" ? "like" : e.key === "ArrowUp" ? "super" : null;
    if (!kind) return;
    e.preventDefault();
    act(kind);
  };

  const round = "flex items-center justify-center rounded-full bg-white shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:scale-100";
  return (
    <div className="flex flex-col items-center gap-3 sm:gap-5">
      <div
        ref={deckRef}
        id={DECK_ID}
        role="group"
        tabIndex={0}
        aria-roledescription={t("deck.roleDescription")}
        aria-label={visible[0] ? t("deck.label", { name: visible[0].name }) : t("deck.emptyLabel")}
        aria-describedby="deck-instructions"
        onKeyDown={onKeyDown}
        className={cn("relative w-full max-w-sm rounded-3xl focus-visible:ring-4 focus-visible:ring-brand-300", DECK_HEIGHT)}
        data-testid="deck"
      >
        <p id="deck-instructions" className="sr-only">
          {t("deck.instructions")}
        </p>
        {visible
          .map((card, i) => (
            <SwipeCard
              key={i === 0 ? `${card.id}-${attempt}` : card.id}
              ref={i === 0 ? top : undefined}
              profile={card}
              isTop={i === 0}
              depth={i}
              disabled={swipeDisabled}
              onSwiped={onSwiped}
            />
          ))
          .reverse()}
      </div>
      {/* Buttons keep the physical order of the gesture (pass left, like right) in both directions. */}
      <div className="flex items-center gap-4" dir="ltr">
        <button type="button" className={cn(round, "h-14 w-14 text-red-500")} disabled={swipeDisabled} onClick={() => act("pass")} aria-label={t("actions.pass")}>
          <X className="h-7 w-7" aria-hidden="true" />
        </button>
        <button type="button" className={cn(round, "h-11 w-11 text-slate-600")} disabled={!visible[0]} onClick={onDetails} aria-label={t("actions.details")}>
          <Info className="h-5 w-5" aria-hidden="true" />
        </button>
        <button type="button" className={cn(round, "h-11 w-11 text-sky-500")} disabled={superDisabled} onClick={() => act("super")} aria-label={t("actions.superLike")}>
          <Star className="h-5 w-5" aria-hidden="true" />
        </button>
        <button type="button" className={cn(round, "h-14 w-14 text-emerald-500")} disabled={swipeDisabled} onClick={() => act("like")} aria-label={t("actions.like")}>
          <Heart className="h-7 w-7" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
