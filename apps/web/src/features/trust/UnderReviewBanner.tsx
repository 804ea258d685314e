import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { userQueryKey, useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast-store";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/**
 * Tells a held member that their account is under review (no silent shadow ban), or a new member
 * that their profile waits for approval, with a way to appeal a hold (docs/trust-and-safety.md).
 */
export function UnderReviewBanner() {
  const { t } = useTranslation("common");
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const appeal = useMutation({
    mutationFn: () => call(endpoints.trust.appeal),
    onSuccess: () => {
      toast({ title: t("underReview.appealSent"), variant: "success" });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError: (err) => toast({ title: t("underReview.appealFailed"), description: messageOf(err, ""), variant: "destructive" }),
  });
  const state = user?.moderation;
  if (state !== "held" && state !== "pending") return null;
  const gender = user?.gender === "female" ? "female" : "male";
  return (
    <div role="status" className="m-4 flex flex-wrap items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="under-review">
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{t(state === "held" ? "underReview.heldTitle" : "underReview.pendingTitle")}</p>
        <p>{t(state === "held" ? "underReview.heldBody" : "underReview.pendingBody", { context: gender })}</p>
      </div>
      {state === "held" &&
        (user?.appealedAt ? (
          // Below the words, not beside them: beside, it squeezed them into a narrow column on a phone.
          <p className="basis-full ps-8 text-xs">{t("underReview.appealed")}</p>
        ) : (
          <Button size="sm" variant="outline" disabled={appeal.isPending} onClick={() => appeal.mutate()}>
            {t("underReview.appeal")}
          </Button>
        ))}
    </div>
  );
}
