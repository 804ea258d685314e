import { useDrag } from "@use-gesture/react";
import { forwardRef, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BadgeCheck, MapPin } from "lucide-react";
import type { DeckItem } from "@ulfa/contracts";
import { CARD_ANIMATION_MS, DRAG_FADE_DISTANCE_PX, DRAG_MIN_OPACITY, SWIPE_THRESHOLD_PX } from "@ulfa/contracts/constants";
import { MatchPercentBadge, VisitingBadge } from "../../questions";
import { cn } from "../../../ui/cn";
import { Photo } from "./Photo";
import { promptIn } from "../prompt-text";
import { PromptVoiceButton } from "./PromptVoiceButton";
import { cityName, profilePlace } from "../../../i18n/places";
import { about } from "../../../i18n/gender";

export type SwipeKind = "like" | "pass" | "super";

export interface SwipeCardHandle {
  /** Plays the exit animation, then calls onSwiped. */
  fling(kind: SwipeKind): void;
}

/** Rotation one tenth of the drag; opacity fades to DRAG_MIN_OPACITY over DRAG_FADE_DISTANCE_PX. */
const dragStyle = (dx: number, dy: number) => ({
  transform: `translate(${dx}px, ${dy}px) rotate(${dx / 10}deg)`,
  opacity: Math.max(DRAG_MIN_OPACITY, 1 - (Math.min(Math.abs(dx), DRAG_FADE_DISTANCE_PX) / DRAG_FADE_DISTANCE_PX) * (1 - DRAG_MIN_OPACITY)),
});

export const SwipeCard = forwardRef<
  SwipeCardHandle,
  { profile: DeckItem; isTop: boolean; depth: number; disabled: boolean; onSwiped: (kind: SwipeKind) => void }
>(function SwipeCard({ profile, isTop, depth, disabled, onSwiped }, ref) {
  const { t, i18n } = useTranslation("discover");
  const [offset, setOffset] = useState({ x: 0, y: 0, animating: false });
  const [photoIndex, setPhotoIndex] = useState(0);
  // The card's own box: on touch screens use-gesture ends a tap with an event whose currentTarget
  // is the window (its touchend listener), which has no getBoundingClientRect.
  const box = useRef<HTMLElement>(null);
  const photos = profile.photos.length ? profile.photos : profile.profilePhoto ? [profile.profilePhoto] : [];

  const fling = (kind: SwipeKind) => {
    const width = typeof window === "undefined" ? 800 : window.innerWidth;
    const target = kind === "like" ? { x: width, y: 0 } : kind === "pass" ? { x: -width, y: 0 } : { x: 0, y: -width };
    setOffset({ ...target, animating: true });
    window.setTimeout(() => onSwiped(kind), CARD_ANIMATION_MS);
  };
  useImperativeHandle(ref, () => ({ fling }));

  const bind = useDrag(
    ({ active, movement: [mx, my], tap, xy: [clientX], event }) => {
      if (tap) {
        // A tap on a button in the card (a voice answer's play) is that button's, not a photo step.
        if (event.target instanceof Element && event.target.closest("button")) return;
        // Tap on the start half shows the previous photo, the end half the next; photos wrap.
        // `xy` is the pointer's viewport position for mouse, pen and touch alike.
        if (photos.length < 2) return;
        const rect = box.current?.getBoundingClientRect();
        if (!rect) return;
        const leftHalf = clientX - rect.left < rect.width / 2;
        const previous = i18n.dir() === "rtl" ? !leftHalf : leftHalf;
        setPhotoIndex((i) => (i + (previous ? -1 : 1) + photos.length) % photos.length);
        return;
      }
      if (active) return setOffset({ x: mx, y: my * 0.2, animating: false });
      if (Math.abs(mx) > SWIPE_THRESHOLD_PX) fling(mx > 0 ? "like" : "pass");
      else setOffset({ x: 0, y: 0, animating: true });
    },
    { enabled: isTop && !disabled, filterTaps: true, pointer: { touch: true } },
  );

  const style = isTop
    ? { ...dragStyle(offset.x, offset.y), transition: offset.animating ? `transform ${CARD_ANIMATION_MS}ms ease-out, opacity ${CARD_ANIMATION_MS}ms ease-out` : "none" }
    : { transform: `scale(${1 - depth * 0.04}) translateY(${depth * 10}px)` };
  const photo = photos[photoIndex] ?? null;
  const hint = offset.x > SWIPE_THRESHOLD_PX / 2 ? "like" : offset.x < -SWIPE_THRESHOLD_PX / 2 ? "pass" : null;

  return (
    <article
      {...(isTop ? bind() : {})}
      ref={box}
      aria-hidden={!isTop}
      data-testid={isTop ? "swipe-card" : undefined}
      data-profile-id={profile.id}
      className={cn(
        "absolute inset-0 select-none overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-black/5",
        isTop ? "z-20 cursor-grab touch-none active:cursor-grabbing" : depth === 1 ? "z-10" : "z-0",
      )}
      style={style}
    >
      <Photo src={photo} name={profile.name} className="h-full w-full" alt={isTop ? t("card.photoAlt", { name: profile.name }) : ""} priority={isTop} />
      {photos.length > 1 && (
        <div className="absolute inset-x-3 top-3 flex gap-1" data-testid="photo-indicator" role="img" aria-label={t("card.photoCount", { n: photoIndex + 1, total: photos.length })}>
          {photos.map((p, i) => (
            <span key={`${p}-${i}`} className={cn("h-1 flex-1 rounded-full", i === photoIndex ? "bg-white" : "bg-white/40")} />
          ))}
        </div>
      )}
      {hint && (
        <span
          className={cn(
            "absolute top-8 rounded-xl border-4 px-3 py-1 text-2xl font-extrabold uppercase",
            hint === "like" ? "start-6 -rotate-12 border-emerald-500 text-emerald-500" : "end-6 rotate-12 border-red-500 text-red-500",
          )}
        >
          {hint === "like" ? t("card.likeStamp") : t("card.passStamp")}
        </span>
      )}
      {profile.isBoosted && (
        <span className="absolute end-3 top-6 rounded-full bg-violet-600 px-2 py-0.5 text-xs font-semibold text-white">{t("card.boosted")}</span>
      )}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent p-5 pt-16 text-white">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-bold">
            <bdi>{profile.name}</bdi>
            {profile.age !== null && <span className="font-normal">{t("card.ageSuffix", { age: profile.age })}</span>}
          </h2>
          {profile.isVerified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-500/90 px-2 py-0.5 text-xs font-medium">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {t("card.verified", about(profile.gender))}
            </span>
          ) : (
            <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs">{t("card.unverified", about(profile.gender))}</span>
          )}
          <span className="inline-flex items-center gap-1 text-xs">
            <span className={cn("h-2 w-2 rounded-full", profile.isOnline ? "bg-emerald-400" : "bg-slate-400")} aria-hidden="true" />
            {t(profile.isOnline ? "card.online" : "card.offline", about(profile.gender))}
          </span>
        </div>
        {profile.bio && <p dir="auto" className="mt-1 line-clamp-2 text-start text-sm text-white/90">{profile.bio}</p>}
        {profile.prompts[0] && (
          // The first prompt answer: a conversation starter at a glance (issue 33); the popup shows them all.
          <p dir="auto" className="mt-1 line-clamp-2 text-start text-sm text-white/90" data-testid="card-prompt">
            <span className="font-semibold">{promptIn(profile.prompts[0], i18n.language)}</span> <bdi>{profile.prompts[0].answer}</bdi>
          </p>
        )}
        {isTop && profile.prompts[0]?.voiceUrl && profile.prompts[0].voiceSeconds !== null && (
          <div className="mt-2">
            <PromptVoiceButton url={profile.prompts[0].voiceUrl} seconds={profile.prompts[0].voiceSeconds} prompt={promptIn(profile.prompts[0], i18n.language)} tone="dark" />
          </div>
        )}
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/85">
          {(profile.location || profile.city) && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              <bdi>{profilePlace(profile, i18n.language)}</bdi>
            </span>
          )}
          {profile.distance !== null && <span>{t("card.distance", { km: profile.distance })}</span>}
          {profile.compatibilityScore !== undefined && <span>{t("card.compatibility", { score: profile.compatibilityScore })}</span>}
          <MatchPercentBadge percent={profile.matchPercent} />
          {profile.visiting && (
            // The trip's city in the viewer's language: the Arabic name the server keeps with the trip.
            <VisitingBadge city={profile.visiting.city && cityName(profile.visiting.city, profile.visiting.cityAr, i18n.language)} />
          )}
        </p>
      </div>
    </article>
  );
});
