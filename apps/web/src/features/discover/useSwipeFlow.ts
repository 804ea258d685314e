import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { LikeResult } from "@ulfa/contracts";
import { LIKE_MESSAGES, SESSION_EXPIRED_REDIRECT_MS } from "@ulfa/contracts/constants";
import { ApiError, codeOf } from "../../api/client";
import { errorCodeText } from "../../api/error-text";
import { toast } from "../../ui/toast-store";
import { questionKeys } from "../questions";
import { discoverKeys, invalidateAfterSwipe, useLike, type LikeInput } from "./queries";

/**
 * Sends a swipe and shows its toasts. Returns what happened so the deck can move
 * on ("done"), stay on the card ("retry"), or open the match dialog ("match").
 */
export function useSwipeFlow() {
  const { t, i18n } = useTranslation("discover");
  const qc = useQueryClient();
  const navigate = useNavigate();
  const like = useLike();

  const send = async (input: LikeInput): Promise<{ outcome: "done" | "retry" | "match"; result?: LikeResult; code?: string }> => {
    try {
      const result = await like.mutateAsync(input);
      invalidateAfterSwipe(qc);
      if (result.message === LIKE_MESSAGES.alreadySwiped) {
        toast({ title: t("toast.alreadySwiped"), description: t("toast.alreadySwipedBody"), variant: "info" });
        return { outcome: "done", result };
      }
      if (result.match) {
        toast({ title: t("toast.match"), variant: "success" });
        return { outcome: "match", result };
      }
      if (input.isLike) toast({ title: result.isSuperLike ? t("toast.superLikeSent") : t("toast.likeSent"), variant: "success" });
      return { outcome: "done", result };
    } catch (err) {
      const code = codeOf(err);
      if (code === "DAILY_LIMIT_REACHED") {
        toast({ title: t("toast.dailyLimit"), description: t("toast.dailyLimitBody"), variant: "destructive" });
        void qc.invalidateQueries({ queryKey: discoverKeys.swipeStatus });
      } else if (code === "NO_SUPER_LIKES") {
        toast({ title: t("toast.noSuperLikes"), description: t("toast.noSuperLikesBody"), variant: "destructive" });
        void qc.invalidateQueries({ queryKey: discoverKeys.swipeStatus });
      } else if (code === "YOUR_TURN") {
        // The deck's Your Turn notice lists the conversations to answer: fetched again, it shows them.
        toast({ title: t("toast.yourTurn"), description: errorCodeText(code, i18n.language) ?? undefined, variant: "destructive" });
        void qc.invalidateQueries({ queryKey: questionKeys.yourTurn });
      } else if (code === "MESSAGE_NEEDS_CONFIRMATION") {
        // The comment box says so and offers to send it anyway (LikeWithComment).
        return { outcome: "retry", code };
      } else if (code === "NOT_AUTHENTICATED" || (err instanceof ApiError && err.status === 401)) {
        toast({ title: t("toast.sessionExpired"), description: t("toast.sessionExpiredBody"), variant: "destructive" });
        window.setTimeout(() => void navigate("/auth"), SESSION_EXPIRED_REDIRECT_MS);
      } else {
        toast({ title: t("toast.error"), description: t("toast.errorBody"), variant: "destructive" });
      }
      return { outcome: "retry" };
    }
  };

  return { send, isPending: like.isPending };
}
