import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { packPrice } from "@ulfa/contracts/constants";
import { Dialog } from "../../ui/Dialog";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";
import { completePurchase, createPackIntent, refreshAfterPurchase } from "./queries";
import { CheckoutForm, paymentFailed } from "./CheckoutForm";
import { usePrice } from "./format";
import { paymentsUnavailable, purchaseSuccessText } from "./messages";

export interface PackItem {
  type: "super_likes" | "boosts" | "boost";
  count: number;
}

/**
 * Buys a pack: creates a server-priced payment intent when opened, takes the card, then asks the
 * server to credit it (it only does so when the provider says the payment succeeded).
 */
export function PurchaseDialog({ item, publishableKey, onClose }: { item: PackItem | null; publishableKey: string | null; onClose: () => void }) {
  const { t } = useTranslation("premium");
  const price = usePrice();
  const queryClient = useQueryClient();
  const intent = useMutation({ mutationFn: createPackIntent });
  const { mutate, reset } = intent;

  useEffect(() => {
    if (!item) return reset();
    mutate(
      { type: item.type, count: item.count },
      {
        onError: (err) => {
          paymentFailed(t, err);
          onClose();
        },
      },
    );
  }, [item, mutate, reset, onClose, t]);

  const onPaid = async (paymentIntentId: string) => {
    if (!item) return;
    try {
      const result = await completePurchase(paymentIntentId, item.type, item.count);
      toast({
        title: item.type === "super_likes" ? t("toasts.superLikesAdded") : t("toasts.boostsAdded"),
        description: purchaseSuccessText(t, item.type, item.count, result.message),
        variant: "success",
      });
      onClose();
    } catch (err) {
      // The provider took the money but crediting failed or could not be confirmed: say so rather than "failed".
      const description = paymentsUnavailable(err) ? t("errors.confirmUnavailable") : t("toasts.processedBody");
      toast({ title: t("toasts.processed"), description, variant: "destructive" });
    } finally {
      void refreshAfterPurchase(queryClient);
    }
  };

  const amount = item ? (packPrice(price.prices, item.type, item.count) ?? 0) : 0;
  const title = item ? (item.type === "super_likes" ? t("packs.superLikesTitle", { count: item.count }) : t("packs.boostsTitle", { count: item.count })) : "";

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={title} description={item ? t("checkout.total", { amount: price.exact(amount) }) : undefined}>
      {intent.data ? (
        <CheckoutForm intent={intent.data} publishableKey={publishableKey} amountLabel={price.exact(intent.data.amount, intent.data.currency)} onPaid={onPaid} />
      ) : (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
    </Dialog>
  );
}
