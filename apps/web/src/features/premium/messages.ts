import { ERROR_CODES, type PurchaseType } from "@ulfa/contracts/constants";
import type { TFunction } from "i18next";
import { ApiError, messageOf } from "../../api/client";

/**
 * The success text of a purchase, in the member's language. The server's `message` is English
 * (the wording the English keys repeat); it is shown only for a purchase type this client does
 * not know.
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

/**
 * The payment server's known error messages (payments/service.ts, payments/test-provider.ts), by code,
 * with the key that says the same in the member's language. The English keys repeat the server's
 * wording, so English toasts read exactly as before.
 */
const KNOWN_ERRORS: { code: string; pattern: RegExp; key: string }[] = [
  { code: ERROR_CODES.PAYMENT_FAILED, pattern: /^Your card was declined\.?$/, key: "errors.cardDeclined" },
  { code: ERROR_CODES.PAYMENT_FAILED, pattern: /^Your card number is incorrect\.?$/, key: "errors.cardNumberIncorrect" },
  { code: ERROR_CODES.PAYMENT_FAILED, pattern: /^The amount paid does not match the price$/, key: "errors.amountPaidMismatch" },
  { code: ERROR_CODES.PAYMENT_FAILED, pattern: /^The payment has not been completed$/, key: "errors.notCompleted" },
  { code: ERROR_CODES.VALIDATION_FAILED, pattern: /^The amount does not match the price of this pack \((?<price>[^)]+)\)$/, key: "errors.packAmountMismatch" },
  { code: ERROR_CODES.VALIDATION_FAILED, pattern: /^This payment was made for a different item$/, key: "errors.differentItem" },
  { code: ERROR_CODES.NOT_FOUND, pattern: /^Payment not found$/, key: "errors.paymentNotFound" },
];

/**
 * A failed payment call's text for a toast, in the member's language: a provider outage
 * (PAYMENTS_UNAVAILABLE, 503) and known server messages are translated; anything else is the server's own message (or `fallback` when it sent none).
 */
export function paymentErrorText(t: TFunction<"premium">, err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.code === ERROR_CODES.PAYMENTS_UNAVAILABLE) return t("errors.paymentsUnavailable");
  if (err instanceof ApiError && err.code) {
    const reason = err.reason.trim();
    for (const known of KNOWN_ERRORS) {
      if (known.code !== err.code) continue;
      const match = known.pattern.exec(reason);
      if (match) return t(known.key, { price: match.groups?.price });
    }
  }
  return messageOf(err, fallback);
}

/** The payment provider is down (503): nothing was charged, try again later. */
export const paymentsUnavailable = (err: unknown) => err instanceof ApiError && err.code === ERROR_CODES.PAYMENTS_UNAVAILABLE;
