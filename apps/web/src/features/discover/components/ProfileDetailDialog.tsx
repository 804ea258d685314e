import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDrag } from "@use-gesture/react";
import { ChevronLeft, ChevronRight, GripHorizontal, Heart, MapPin, MessageCircle, Sparkles } from "lucide-react";
import type { LikeTarget, PublicProfile } from "@ulfa/contracts";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { toast } from "../../../ui/toast-store";
import { Photo } from "./Photo";
import { LikeWithComment, type CommentLikeOutcome } from "./LikeWithComment";
import { ProfilePrompts } from "./ProfilePrompts";
import { TheirAnswers } from "../../questions";
import { profilePlace } from "../../../i18n/places";
import { formatCount } from "../../../i18n/format";
import { memberFacts } from "./member-facts";

/** Profile detail popup: photo carousel "n / total", details, analysis and like actions. */
export function ProfileDetailDialog({
  profile,
  onClose,
  onAnalyze,
  onLike,
  likeDisabled,
}: {
  profile: PublicProfile | null;
  onClose: () => void;
  onAnalyze: (p: PublicProfile) => void;
  onLike?: (p: PublicProfile, extra?: { target?: LikeTarget; comment?: string; confirmFlagged?: boolean }) => Promise<CommentLikeOutcome> | void;
  likeDisabled?: boolean;
}) {
  const { t } = useTranslation("discover");
  const { t: tf, i18n } = useTranslation("filters");
  const { t: tm } = useTranslation(["profile", "filters", "discover"]);
  const [index, setIndex] = useState(0);
  /** A like of one photo or prompt with a comment; the dialog stays open until it is sent. */
  const likeWith =
    (target: LikeTarget) =>
    async (comment: string | undefined, confirmFlagged: boolean): Promise<CommentLikeOutcome> =>
      profile && onLike ? ((await onLike(profile, { target, comment, confirmFlagged })) ?? "sent") : "failed";
  useEffect(() => setIndex(0), [profile?.id]);
  const photos = profile ? (profile.photos.length ? profile.photos : profile.profilePhoto ? [profile.profilePhoto] : []) : [];
  const step = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);

  // Draggable by its header (pointer and touch); the whole box stays inside the viewport.
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const handle = useRef<HTMLDivElement>(null);
  useEffect(() => setOffset({ x: 0, y: 0 }), [profile?.id]);
  const bindHeader = useDrag(
    ({ offset: [x, y] }) => setOffset({ x, y }),
    {
      from: () => [offset.x, offset.y],
      bounds: () => {
        const box = handle.current?.closest<HTMLElement>("[role=dialog]");
        if (!box) return {};
        const r = box.getBoundingClientRect();
        return {
          left: offset.x - Math.max(0, r.left),
          right: offset.x + Math.max(0, window.innerWidth - r.right),
          top: offset.y - Math.max(0, r.top),
          bottom: offset.y + Math.max(0, window.innerHeight - r.bottom),
        };
      },
      filterTaps: true,
      pointer: { touch: true },
    },
  );

  // Every field the reader may see, in registry order; faith only arrives when its owner shows it.
  const facts = profile ? memberFacts(profile, tm, i18n.language) : [];

  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(open) => !open && onClose()}
      title={profile ? profile.name : ""}
      hideTitle
      className="p-0"
      style={offset.x || offset.y ? { transform: `translate3d(${offset.x}px, ${offset.y}px, 0)` } : undefined}
    >
      {profile && (
        <div data-testid="profile-detail">
          <div
            {...bindHeader()}
            ref={handle}
            data-testid="profile-detail-handle"
            title={t("detail.dragHint")}
            className="-mt-2 mb-2 flex h-8 cursor-grab touch-none select-none items-center justify-center text-slate-400 active:cursor-grabbing"
          >
            <GripHorizontal className="h-5 w-5" aria-hidden="true" />
          </div>
          <div className="relative aspect-[4/5] max-h-[50dvh] w-full overflow-hidden rounded-xl bg-slate-100">
            {photos.length ? (
              <Photo src={photos[index]} name={profile.name} className="h-full w-full" alt={t("card.photoAlt", { name: profile.name })} />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-100 to-rose-200 text-brand-700">
                <span className="text-6xl font-bold">{profile.name.charAt(0).toUpperCase()}</span>
                <span className="text-sm">{t("detail.noPhotos")}</span>
              </div>
            )}
            {photos.length > 1 && (
              <>
                <button type="button" aria-label={t("detail.previousPhoto")} onClick={() => step(-1)} className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-black/40 p-2 text-white">
                  <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
                </button>
                <button type="button" aria-label={t("detail.nextPhoto")} onClick={() => step(1)} className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-black/40 p-2 text-white">
                  <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
                </button>
                <span className="absolute bottom-2 end-2 rounded-full bg-black/50 px-2 py-0.5 text-xs text-white" dir="ltr">
                  {formatCount(index + 1, i18n.language)} / {formatCount(photos.length, i18n.language)}
                </span>
              </>
            )}
          </div>
          <div className="flex flex-col gap-3 p-5">
            <div>
              <h2 className="text-xl font-bold text-slate-900">
                <bdi>{profile.name}</bdi>
                {profile.age !== null && <span className="font-normal">{t("card.ageSuffix", { age: profile.age })}</span>}
              </h2>
              {(profile.location || profile.distance !== null) && (
                <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
                  <MapPin className="h-4 w-4" aria-hidden="true" />
                  {profile.location && <bdi>{profilePlace(profile, i18n.language)}</bdi>}
                  {profile.location && profile.distance !== null && " · "}
                  {profile.distance !== null && t("card.distance", { km: profile.distance })}
                </p>
              )}
            </div>
            {profile.bio && <p dir="auto" className="text-start text-sm text-slate-700">{profile.bio}</p>}
            {onLike && profile.photos.length > 0 && index < profile.photos.length && (
              <LikeWithComment label={tf("like.likePhoto")} disabled={likeDisabled} onSend={likeWith({ kind: "photo", index })} testId="like-photo" />
            )}
            <ProfilePrompts
              prompts={profile.prompts}
              renderAction={
                onLike
                  ? (promptId) => (
                      <LikeWithComment label={tf("like.likePrompt")} disabled={likeDisabled} onSend={likeWith({ kind: "prompt", promptId })} testId={`like-prompt-${promptId}`} />
                    )
                  : undefined
              }
            />
            <TheirAnswers memberId={profile.id} />
            {facts.length > 0 && (
              <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="profile-traits">
                {facts.map(({ name, label, value }) => (
                  <div key={name} className="rounded-xl bg-slate-50 p-2" data-field={name}>
                    <dt className="text-xs text-slate-500">{label}</dt>
                    <dd dir="auto" className="text-start font-medium text-slate-800">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {[...profile.interests, ...profile.coreValues].length > 0 && (
              <div>
                <h3 className="text-sm font-semibold text-slate-800">{t("detail.interests")}</h3>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {profile.interests.map((i) => (
                    <li key={`i-${i}`} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
                      {i}
                    </li>
                  ))}
                  {profile.coreValues.map((v) => (
                    <li key={`v-${v}`} className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs text-violet-800">
                      {v}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="secondary" className="sm:flex-1" onClick={() => onAnalyze(profile)}>
                <Sparkles className="h-4 w-4" aria-hidden="true" />
                {t("analysis.analyze")}
              </Button>
              <Button
                variant="outline"
                className="sm:flex-1"
                onClick={() => toast({ title: t("toast.greatMatch"), description: t("toast.greatMatchBody"), variant: "info" })}
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                <span>{t("actions.startConversation")}</span>
              </Button>
              {onLike && (
                <Button className="sm:flex-1" disabled={likeDisabled} onClick={() => onLike(profile)}>
                  <Heart className="h-4 w-4" aria-hidden="true" />
                  {t("actions.like")}
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
