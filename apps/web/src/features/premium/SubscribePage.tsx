import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SUBSCRIPTION_REDIRECT_MS, subscriptionTypeOf, type PlanType } from "@ulfa/contracts/constants";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";
import { activatePayment, createSubscription, premiumKeys, refreshAfterPurchase, usePremiumStatus } from "./queries";
import { CheckoutForm } from "./CheckoutForm";
import { usePrice } from "./format";
import { PlanPrice } from "./PlanPrice";
import { paymentsUnavailable, purchaseSuccessText } from "./messages";
import { PlanToggle } from "./PlanToggle";

/** Any plan value other than "annual" means monthly. */
const planFrom = (value: string | null): PlanType => (value === "annual" ? "annual" : "monthly");

/** /subscribe?plan=monthly|annual: loads a client secret for the plan (again when it changes), then checkout. */
export default function SubscribePage() {
  const { t } = useTranslation("premium");
  const price = usePrice();
  const [params, setParams] = useSearchParams();
  const plan = planFrom(params.get("plan"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = usePremiumStatus();
  const subscription = useQuery({ queryKey: premiumKeys.subscription(plan), queryFn: () => createSubscription(plan), retry: false, staleTime: Infinity, gcTime: 0 });
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const onPaid = async (paymentIntentId: string) => {
    try {
      const type = subscriptionTypeOf(plan);
      const result = await activatePayment(paymentIntentId, type);
      toast({ title: t("toasts.premiumActivated"), description: purchaseSuccessText(t, type, 1, result.message), variant: "success" });
      // Back into the app, on the premium tab that now shows the plan (never the public landing page).
      redirect.current = window.setTimeout(() => navigate("/home?tab=premium"), SUBSCRIPTION_REDIRECT_MS);
    } catch (err) {
      const description = paymentsUnavailable(err) ? t("errors.confirmUnavailable") : t("toasts.processedPremiumBody");
      toast({ title: t("toasts.processed"), description, variant: "destructive" });
    } finally {
      void refreshAfterPurchase(queryClient);
    }
  };

  return (
    <div className="mx-auto max-w-lg space-y-6 px-4 py-6 md:py-10" data-testid="subscribe-page">
      <Link to="/premium" className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t("subscribe.back")}
      </Link>
      <header className="space-y-2 text-center">
        <Crown className="mx-auto h-9 w-9 text-amber-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{t("subscribe.title")}</h1>
        <div className="flex justify-center">
          <PlanToggle value={plan} onChange={(next) => setParams({ plan: next }, { replace: true })} />
        </div>
      </header>
      <Card className="space-y-4">
        <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-3">
          <span className="font-medium text-slate-700">{t(`plans.${plan}Name`)}</span>
          <span className="text-xl font-bold text-slate-900" data-testid="subscribe-price">
            <PlanPrice plan={plan} periodClassName="text-sm font-medium text-slate-500" />
          </span>
        </div>
        {subscription.isPending ? (
          <div className="flex justify-center py-8" data-testid="subscribe-loading">
            <Spinner />
          </div>
        ) : subscription.isError ? (
          <div className="space-y-3 py-4 text-center" data-testid="subscribe-error">
            <p className="font-semibold text-slate-900">{t("subscribe.unable")}</p>
            <p className="text-sm text-slate-600">{paymentsUnavailable(subscription.error) ? t("errors.paymentsUnavailable") : t("subscribe.unableBody")}</p>
            <Button variant="outline" onClick={() => void subscription.refetch()}>
              {t("subscribe.retry")}
            </Button>
          </div>
        ) : (
          <CheckoutForm
            key={subscription.data.paymentIntentId}
            intent={subscription.data}
            publishableKey={status.data?.publishableKey ?? null}
            amountLabel={price.exact(subscription.data.amount, subscription.data.currency)}
            onPaid={onPaid}
          />
        )}
      </Card>
    </div>
  );
}
