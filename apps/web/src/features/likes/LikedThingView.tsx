import { useTranslation } from "react-i18next";
import type { LikedThing } from "@ulfa/contracts";
import { Photo } from "../discover";

/**
 * The photo or prompt answer a like was about, under the sentence that says who liked it. A photo
 * or answer removed since then says so, and the comment (shown by the caller) stands alone. Spans
 * only: likes you shows it inside a button.
 */
export function LikedThingView({ thing, sentence, owner }: { thing: LikedThing; sentence: string; owner: string }) {
  const { t } = useTranslation("filters");
  return (
    <span className="flex items-start gap-2">
      {thing.kind === "photo" && thing.photo !== null && (
        // The sentence beside it says whose photo it is: the image itself adds nothing to read.
        <Photo src={thing.photo} name={owner} className="h-14 w-14 shrink-0 rounded-lg object-cover text-lg" sizes="56px" />
      )}
      <span className="block min-w-0 flex-1">
        <span dir="auto" className="block text-xs text-slate-600 text-match-parent">
          {sentence}
        </span>
        {thing.kind === "prompt" &&
          (thing.answer !== null ? (
            <span dir="auto" className="mt-0.5 block break-words text-slate-800 text-match-parent" data-testid="liked-answer">
              <bdi>{thing.answer}</bdi>
            </span>
          ) : (
            <span className="mt-0.5 block text-xs italic text-slate-500">{t("like.answerGone")}</span>
          ))}
        {thing.kind === "photo" && thing.photo === null && <span className="mt-0.5 block text-xs italic text-slate-500">{t("like.photoGone")}</span>}
      </span>
    </span>
  );
}
