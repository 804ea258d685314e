import { useTranslation } from "react-i18next";
import type { PurchaseType } from "@ulfa/contracts";

/** What a payment bought, in the member's language ("5 Super Likes", "Premium Monthly"). */
export function useItemName() {
  const { t } = useTranslation("premium");
  return (item: PurchaseType, count: number) => {
    switch (item) {
      case "super_likes":
        return t("packs.superLikes", { count });
      case "boosts":
      case "boost":
        return t("packs.boosts", { count });
      case "subscription_annual":
        return t("plans.annualName");
      default:
        return t("plans.monthlyName");
    }
  };
}
