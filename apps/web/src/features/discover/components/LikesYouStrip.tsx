import { useTranslation } from "react-i18next";
import { Star } from "lucide-react";
import type { ReceivedLike } from "@ulfa/contracts";
import { Photo } from "./Photo";

/** Premium: members who already liked you; tap one to see their profile and like back. */
export function LikesYouStrip({ likes, onOpen }: { likes: ReceivedLike[]; onOpen: (like: ReceivedLike) => void }) {
  const { t } = useTranslation("discover");
  if (likes.length === 0) return null;
  return (
    <section aria-labelledby="likes-you-title" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-rose-100" data-testid="likes-you">
      <h2 id="likes-you-title" className="mb-2 text-sm font-semibold text-slate-900">
        {t("likesYou.title", { count: likes.length })}
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-1">
        {likes.map((like) => (
          <li key={like.id} className="shrink-0">
            <button type="button" onClick={() => onOpen(like)} className="flex w-16 flex-col items-center gap-1" aria-label={t("likesYou.open", { name: like.name })}>
              <span className="relative">
                <Photo src={like.profilePhoto} name={like.name} className="h-14 w-14 rounded-full text-lg ring-2 ring-brand-400" />
                {like.isSuperLike && (
                  <Star className="absolute -bottom-1 end-0 h-5 w-5 rounded-full bg-sky-500 p-0.5 text-white" aria-label={t("likesYou.superLike")} />
                )}
              </span>
              <span className="w-full truncate text-center text-xs text-slate-700">{like.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
