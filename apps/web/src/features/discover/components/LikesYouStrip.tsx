import { useTranslation } from "react-i18next";
import { Star } from "lucide-react";
import type { ReceivedLike } from "@ulfa/contracts";
import { Photo } from "./Photo";
import { promptIn } from "../prompt-text";
import { about } from "../../../i18n/gender";
import { LikedThingView } from "../../likes";

/**
 * Members who already liked you (premium: all of them; free plan: those who wrote a comment); tap one
 * to see their profile and like back. Likes with words list what was liked and the comment below.
 */
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
            {/* Named by its content (the photo's initial and the name are shown, the sentence is read), so the name holds what is seen (WCAG 2.5.3). */}
            <button type="button" onClick={() => onOpen(like)} className="flex w-16 flex-col items-center gap-1">
              <span className="sr-only">
                {t("likesYou.open", { name: like.name })}
                {like.isSuperLike && `, ${t("likesYou.superLike")}`}
              </span>
              <span className="relative" aria-hidden="true">
                <Photo src={like.profilePhoto} name={like.name} className="h-14 w-14 rounded-full text-lg ring-2 ring-brand-400" sizes="56px" />
                {like.isSuperLike && <Star className="absolute -bottom-1 end-0 h-5 w-5 rounded-full bg-sky-500 p-0.5 text-white" />}
              </span>
              <span aria-hidden="true" dir="auto" className="w-full truncate text-center text-xs text-slate-700">
                {like.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <CommentedLikes likes={likes.filter((l) => l.comment !== null || l.target !== null)} onOpen={onOpen} />
    </section>
  );
}

/** Likes that pointed at a photo or prompt, or came with a comment: what was liked and what they said. */
function CommentedLikes({ likes, onOpen }: { likes: ReceivedLike[]; onOpen: (like: ReceivedLike) => void }) {
  const { t, i18n } = useTranslation("filters");
  if (likes.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-col gap-2" data-testid="liked-with-comment">
      {likes.map((like) => (
        <li key={like.id}>
          <button type="button" onClick={() => onOpen(like)} className="w-full rounded-xl bg-rose-50 p-2 text-start text-sm hover:bg-rose-100">
            {like.target && (
              <LikedThingView
                thing={like.target}
                owner={like.name}
                sentence={like.target.kind === "prompt" ? t("like.likedPrompt", { text: promptIn(like.target, i18n.language), ...about(like.gender) }) : t("like.likedPhoto", about(like.gender))}
              />
            )}
            {/* A comment with one of her hidden words stays folded, as in chat (privacy/hidden-words.ts). */}
            {like.comment &&
              (like.commentHidden ? (
                <span className="block italic text-slate-500" data-testid="like-comment-hidden">
                  {t("like.hiddenComment")}
                </span>
              ) : (
                <span className="block text-slate-900">
                  <span className="font-semibold">{t("like.said", { name: like.name, ...about(like.gender) })}</span>{" "}
                  {/* The quotes follow the sentence's direction; the comment, in any script, sits isolated inside them. */}
                  <q>
                    <bdi>{like.comment}</bdi>
                  </q>
                </span>
              ))}
          </button>
        </li>
      ))}
    </ul>
  );
}
