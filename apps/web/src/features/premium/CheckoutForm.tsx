import { CreditCard, FlaskConical, Loader2, Lock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentIntentResponse } from "@ulfa/contracts";
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from "@ulfa/contracts/constants";
import type { TFunction } from "i18next";
import { ApiError } from "../../api/client";
import { Button } from "../../ui/Button";
import { Field, Input } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { confirmTestPayment } from "./queries";
import { paymentErrorText, paymentsUnavailable } from "./messages";
import { loadStripeJs, type StripeElements, type StripeJs } from "./stripe-js";

interface CheckoutProps {
  intent: PaymentIntentResponse;
  publishableKey: string | null;
  /** Price as shown on the pay button. */
  amountLabel: string;
  /** Called once the provider says the payment succeeded; tells the server and shows the result. */
  onPaid: (paymentIntentId: string) => Promise<void>;
}

/** Card checkout: the built-in test form in test mode, Stripe's Payment Element otherwise. */
export function CheckoutForm(props: CheckoutProps) {
  const { t } = useTranslation("premium");
  if (props.intent.testMode) return <TestCardForm {...props} />;
  if (!props.publishableKey) return <p className="text-sm text-red-600">{t("checkout.providerUnavailable")}</p>;
  return <StripeForm {...props} publishableKey={props.publishableKey} />;
}

/** The toast for a failed payment call: provider down (nothing charged), card refused, or anything else. */
export function paymentFailed(t: TFunction<"premium">, err: unknown) {
  if (paymentsUnavailable(err)) {
    toast({ title: t("toasts.unavailable"), description: t("errors.paymentsUnavailable"), variant: "destructive" });
  } else if (err instanceof ApiError && err.status === 402) {
    toast({ title: t("toasts.paymentFailed"), description: paymentErrorText(t, err, t("toasts.purchaseFailedBody")), variant: "destructive" });
  } else {
    toast({ title: t("toasts.purchaseFailed"), description: t("toasts.purchaseFailedBody"), variant: "destructive" });
  }
}

export function TestModeBadge() {
  const { t } = useTranslation("premium");
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900" data-testid="test-mode">
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
      {t("checkout.testMode")}
    </span>
  );
}

function TestCardForm({ intent, amountLabel, onPaid }: CheckoutProps) {
  const { t } = useTranslation("premium");
  const [card, setCard] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await confirmTestPayment(intent.paymentIntentId, card);
    } catch (err) {
      paymentFailed(t, err);
      setBusy(false);
      return;
    }
    try {
      await onPaid(intent.paymentIntentId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="checkout-form">
      <div className="flex flex-wrap items-center gap-2">
        <TestModeBadge />
        <p className="text-xs text-slate-600">{t("checkout.testModeHint")}</p>
      </div>
      {/* The provider's line for this purchase, as a Stripe receipt would show it; it names the operator's site. */}
      <p className="text-sm font-medium text-slate-800" data-testid="checkout-description">
        <bdi>{intent.description}</bdi>
      </p>
      <Field label={t("checkout.cardNumber")}>
        {(field) => (
          <Input
            {...field}
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={TEST_CARD_SUCCESS}
            value={card}
            onChange={(e) => setCard(e.target.value)}
            className="text-start font-mono tracking-wider"
            data-testid="card-number"
            required
          />
        )}
      </Field>
      <ul className="space-y-1 text-xs text-slate-600">
        {[
          [TEST_CARD_SUCCESS, t("checkout.cardSucceeds")],
          [TEST_CARD_DECLINED, t("checkout.cardDeclined")],
        ].map(([number, label]) => (
          <li key={number} className="flex flex-wrap items-center gap-x-2">
            <button type="button" className="inline-flex min-h-6 items-center font-mono text-brand-700 underline-offset-2 hover:underline" dir="ltr" onClick={() => setCard(number)}>
              {number}
            </button>
            <span>{label}</span>
          </li>
        ))}
      </ul>
      <Button type="submit" className="w-full" disabled={busy || card.trim() === ""} data-testid="pay">
        {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <CreditCard className="h-4 w-4" aria-hidden="true" />}
        {t("checkout.pay", { amount: amountLabel })}
      </Button>
    </form>
  );
}

function StripeForm({ intent, amountLabel, onPaid, publishableKey }: CheckoutProps & { publishableKey: string }) {
  const { t, i18n } = useTranslation("premium");
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret: intent.clientSecret, locale: i18n.language });
        const element = elements.create("payment");
        element.mount(mountRef.current);
        destroy = () => element.destroy();
        setReady({ stripe, elements });
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, intent.clientSecret, i18n.language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      const result = await ready.stripe.confirmPayment({ elements: ready.elements, redirect: "if_required", confirmParams: { return_url: window.location.href } });
      if (result.error) {
        toast({ title: t("toasts.paymentFailed"), description: result.error.message ?? t("toasts.purchaseFailedBody"), variant: "destructive" });
      } else if (result.paymentIntent?.status === "succeeded") {
        await onPaid(intent.paymentIntentId);
      } else {
        toast({ title: t("toasts.purchaseFailed"), description: t("toasts.purchaseFailedBody"), variant: "destructive" });
      }
    } catch (err) {
      paymentFailed(t, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="checkout-form">
      {loadFailed ? <p className="text-sm text-red-600">{t("checkout.providerUnavailable")}</p> : <div ref={mountRef} className="min-h-24" />}
      <p className="flex items-center gap-1 text-xs text-slate-500">
        <Lock className="h-3.5 w-3.5" aria-hidden="true" />
        {t("checkout.secure")}
      </p>
      <Button type="submit" className="w-full" disabled={!ready || busy}>
        {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <CreditCard className="h-4 w-4" aria-hidden="true" />}
        {t("checkout.pay", { amount: amountLabel })}
      </Button>
    </form>
  );
}
