import type { PurchaseType } from "@ulfa/contracts";
import type { TFunction } from "i18next";

/**
 * The success text of a purchase, in the member's language. The server's `message` is English
 * (SPEC.md section 8 wording, which the English keys repeat); it is shown only for a purchase type
 * this client does not know.
 */
export function purchaseSuccessText(t: TFunction<"premium">, type: PurchaseType | string, count: number, serverMessage: string): string {
  switch (type) {
    case "super_likes":
      return t("toasts.superLikesAddedBody", { count });
    case "boosts":
    case "boost":
      return t("toasts.boostsAddedBody", { count });
    case "subscription_monthly":
      return t("toasts.premiumMonthlyBody");
    case "subscription_annual":
      return t("toasts.premiumAnnualBody");
    default:
      return serverMessage;
  }
}
