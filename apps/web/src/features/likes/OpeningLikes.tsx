import { useTranslation } from "react-i18next";
import { Star } from "lucide-react";
import type { OpeningLike } from "@ulfa/contracts";
import { about } from "../../i18n/gender";
import { promptIn } from "../discover";
import { cn } from "../../ui/cn";
import { useCurrentUser } from "../../session/useCurrentUser";
import { useOpeningLikes } from "./api";
import { LikedThingView } from "./LikedThingView";

/** A member's name inside a translated sentence, isolated so either script keeps its direction. */
const isolate = (name: string) => `\u2068${name}\u2069`;

interface Other {
  name: string;
  gender: string | null;
}

/**
 * What each like of a match pointed at and said, for both members: the match dialog and the top of
 * the conversation show it, so a comment keeps the photo or prompt it was about. Nothing when the
 * likes had no words and no target.
 *
 * `inThread`: at the top of the conversation, where a comment already is the first message (its
 * `inConversation`), the card shows only what it was about, so the words appear once, as the
 * conversation's start. A comment not yet in it (his, held until she writes first) stays here.
 */
export function OpeningLikes({ matchId, other, className, inThread = false }: { matchId: number; other: Other; className?: string; inThread?: boolean }) {
  const { t } = useTranslation("filters");
  const { data } = useOpeningLikes(matchId);
  const shown = (data ?? [])
    .map((like) => (inThread && like.inConversation ? { ...like, comment: null } : like))
    .filter((like) => like.target !== null || like.comment !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={`opening-likes-${matchId}`} className={cn("rounded-xl bg-white p-3 text-start text-sm shadow-sm ring-1 ring-rose-100", className)} data-testid="opening-likes">
      <h3 id={`opening-likes-${matchId}`} className="mb-2 text-xs font-semibold text-slate-600">
        {t("like.openingTitle")}
      </h3>
      <ul className="flex flex-col gap-3">
        {shown.map((like) => (
          <li key={like.fromMe ? "mine" : "theirs"} data-testid={like.fromMe ? "opening-like-mine" : "opening-like-theirs"}>
            <OpeningLikeItem like={like} other={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpeningLikeItem({ like, other }: { like: OpeningLike; other: Other }) {
  const { t, i18n } = useTranslation("filters");
  const { data: me } = useCurrentUser();
  const name = isolate(other.name);
  const target = like.target;
  const sentence =
    target === null
      ? null
      : target.kind === "prompt"
        ? like.fromMe
          ? t("like.youLikedPrompt", { name, text: promptIn(target, i18n.language) })
          : t("like.theyLikedPrompt", { name, text: promptIn(target, i18n.language), ...about(other.gender) })
        : like.fromMe
          ? t("like.youLikedPhoto", { name })
          : t("like.theyLikedPhoto", { name, ...about(other.gender) });
  return (
    <div className="flex flex-col gap-1">
      {like.isSuperLike && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-sky-700">
          <Star className="h-3.5 w-3.5" aria-hidden="true" />
          {t("like.superLiked")}
        </span>
      )}
      {target !== null && sentence !== null && <LikedThingView thing={target} sentence={sentence} owner={like.fromMe ? other.name : (me?.name ?? "")} />}
      {like.comment !== null &&
        (like.commentHidden ? (
          <p className="italic text-slate-500" data-testid="opening-comment-hidden">
            {t("like.hiddenComment")}
          </p>
        ) : (
          <p className="break-words text-slate-900" data-testid="opening-comment">
            <span className="font-semibold">{like.fromMe ? t("like.youSaid") : t("like.said", { name, ...about(other.gender) })}</span>{" "}
            {/* The quotes follow the sentence's direction; the comment, in any script, sits isolated inside them. */}
            <q>
              <bdi>{like.comment}</bdi>
            </q>
          </p>
        ))}
    </div>
  );
}
