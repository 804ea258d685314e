import { ChevronLeft, ChevronRight, MessageCircle } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MatchUser } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { FallbackImage } from "../../entities/member/FallbackImage";
import { profilePlace } from "../../i18n/places";

/** A match's profile: photos with previous/next, details, Start Conversation. */
export function ProfilePopup({
  user,
  onClose,
  onStartChat,
  menu,
  nested,
}: {
  user: MatchUser | null;
  onClose: () => void;
  onStartChat: () => void;
  /** The match's one menu (MatchActions), beside the name. */
  menu?: ReactNode;
  /** Opened over the chat window. */
  nested?: boolean;
}) {
  const { t, i18n } = useTranslation("matches");
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [user?.id]);
  const photos = user ? (user.photos.length > 0 ? user.photos : user.profilePhoto ? [user.profilePhoto] : []) : [];
  const step = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()} title={user ? user.name : ""} hideTitle className="max-w-sm p-0" nested={nested}>
      {user && (
        <div data-testid="profile-popup">
          <div className="relative aspect-[4/5] w-full overflow-hidden rounded-t-2xl bg-brand-50">
            {photos.length > 0 ? (
              <FallbackImage src={photos[index]} alt={user.name} className="h-full w-full object-cover" />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-2 text-brand-700">
                <span className="text-6xl font-bold">{user.name.charAt(0).toUpperCase()}</span>
                <span className="text-sm">{t("profile.noPhotos")}</span>
              </div>
            )}
            {photos.length > 1 && (
              <>
                <button type="button" onClick={() => step(-1)} aria-label={t("profile.previous")} className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-1.5 shadow">
                  <ChevronLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
                </button>
                <button type="button" onClick={() => step(1)} aria-label={t("profile.next")} className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-1.5 shadow">
                  <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
                </button>
                <span className="absolute bottom-2 end-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
                  {t("profile.counter", { current: index + 1, total: photos.length })}
                </span>
              </>
            )}
          </div>
          <div className="space-y-3 p-5">
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-xl font-semibold text-slate-900">
                <bdi>{user.name}</bdi>
                {user.age !== null && <span className="font-normal text-slate-600">{t("profile.age", { age: user.age })}</span>}
              </h2>
              {menu}
            </div>
            {(user.location || user.city) && <p className="text-sm text-slate-500">{profilePlace(user, i18n.language)}</p>}
            {user.bio && <p dir="auto" className="text-start text-sm text-slate-700">{user.bio}</p>}
            {user.interests.length > 0 && (
              <div>
                <h3 className="mb-1 text-xs font-semibold uppercase text-slate-500">{t("profile.interests")}</h3>
                <ul className="flex flex-wrap gap-1.5">
                  {user.interests.map((interest) => (
                    <li key={interest} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs text-brand-700">
                      <bdi>{interest}</bdi>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Button className="w-full" onClick={onStartChat}>
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              {t("profile.startConversation")}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
