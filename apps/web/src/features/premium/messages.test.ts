import { readFileSync } from "node:fs";
import path from "node:path";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../api/client";
import { paymentErrorText, purchaseSuccessText } from "./messages";

const load = (lang: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../../i18n/locales/${lang}/premium.json`), "utf8")) as object;
const LATIN = /[A-Za-z]/;

describe("purchase success texts", () => {
  const t: Record<string, TFunction<"premium">> = {};
  beforeAll(async () => {
    for (const lang of ["en", "ar"]) {
      const instance = i18next.createInstance();
      await instance.init({ lng: lang, resources: { [lang]: { premium: load(lang) } }, defaultNS: "premium", interpolation: { escapeValue: false } });
      t[lang] = instance.getFixedT(lang, "premium");
    }
  });

  it("are the server's English wording in English", () => {
    expect(purchaseSuccessText(t.en, "super_likes", 5, "x")).toBe("5 Super Likes added to your account!");
    expect(purchaseSuccessText(t.en, "super_likes", 1, "x")).toBe("1 Super Like added to your account!");
    expect(purchaseSuccessText(t.en, "boosts", 3, "x")).toBe("3 Boosts added to your account!");
    expect(purchaseSuccessText(t.en, "boost", 1, "x")).toBe("1 Boost added to your account!");
    expect(purchaseSuccessText(t.en, "subscription_monthly", 1, "x")).toBe("Premium Monthly plan activated!");
    expect(purchaseSuccessText(t.en, "subscription_annual", 1, "x")).toBe("Premium Annual plan activated!");
  });

  it("are Arabic, with the count and the right plural form, in Arabic", () => {
    const server = "5 Super Likes added to your account!";
    const texts = [
      purchaseSuccessText(t.ar, "super_likes", 5, server),
      purchaseSuccessText(t.ar, "super_likes", 25, server),
      purchaseSuccessText(t.ar, "super_likes", 1, server),
      purchaseSuccessText(t.ar, "super_likes", 2, server),
      purchaseSuccessText(t.ar, "boosts", 3, server),
      purchaseSuccessText(t.ar, "boost", 1, server),
      purchaseSuccessText(t.ar, "subscription_monthly", 1, server),
      purchaseSuccessText(t.ar, "subscription_annual", 1, server),
    ];
    for (const text of texts) expect(text, text).not.toMatch(LATIN);
    expect(texts[0]).toBe("تمت إضافة 5 إعجابات مميزة إلى حسابك!");
    expect(texts[1]).toBe("تمت إضافة 25 إعجابًا مميزًا إلى حسابك!");
    expect(texts[2]).toBe("تمت إضافة إعجاب مميز واحد إلى حسابك!");
    expect(texts[3]).toBe("تمت إضافة إعجابين مميزين إلى حسابك!");
    expect(texts[4]).toContain("3");
    expect(texts[6]).not.toBe(texts[7]);
  });

  it("fall back to the server's message for a purchase type this client does not know", () => {
    expect(purchaseSuccessText(t.ar, "gift_card", 1, "Gift card added!")).toBe("Gift card added!");
  });
});

describe("payment error texts", () => {
  const t: Record<string, TFunction<"premium">> = {};
  beforeAll(async () => {
    for (const lang of ["en", "ar"]) {
      const instance = i18next.createInstance();
      await instance.init({ lng: lang, resources: { [lang]: { premium: load(lang) } }, defaultNS: "premium", interpolation: { escapeValue: false } });
      t[lang] = instance.getFixedT(lang, "premium");
    }
  });
  const fallback = "Payment processing failed. Please try again.";
  // What the server sends today (payments/test-provider.ts, payments/service.ts).
  const known = [
    new ApiError(402, "Your card was declined.", "PAYMENT_FAILED"),
    new ApiError(402, "Your card number is incorrect.", "PAYMENT_FAILED"),
    new ApiError(402, "The amount paid does not match the price", "PAYMENT_FAILED"),
    new ApiError(402, "The payment has not been completed", "PAYMENT_FAILED"),
    new ApiError(400, "The amount does not match the price of this pack ($4.99)", "VALIDATION_FAILED"),
    new ApiError(400, "This payment was made for a different item", "VALIDATION_FAILED"),
    new ApiError(404, "Payment not found", "NOT_FOUND"),
  ];

  it("read exactly like the server's message in English", () => {
    for (const err of known) expect(paymentErrorText(t.en, err, fallback)).toBe(err.reason);
  });

  it("are Arabic in Arabic, keeping the price", () => {
    const texts = known.map((err) => paymentErrorText(t.ar, err, fallback));
    expect(texts[0]).toBe("تم رفض بطاقتك.");
    expect(texts[1]).toBe("رقم بطاقتك غير صحيح.");
    expect(texts[4]).toBe("المبلغ لا يطابق سعر هذه الباقة ($4.99)");
    expect(texts[6]).toBe("لم يتم العثور على الدفعة");
    for (const text of texts) expect(text.replace("$4.99", ""), text).not.toMatch(LATIN);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("fall back to the server's message for unknown ones, and to the fallback when there is none", () => {
    expect(paymentErrorText(t.ar, new ApiError(402, "Your card has insufficient funds.", "PAYMENT_FAILED"), fallback)).toBe("Your card has insufficient funds.");
    // A known wording under another code is not assumed to mean the same.
    expect(paymentErrorText(t.ar, new ApiError(400, "Your card was declined.", "VALIDATION_FAILED"), fallback)).toBe("Your card was declined.");
    expect(paymentErrorText(t.ar, new ApiError(402, "Your card was declined."), fallback)).toBe("Your card was declined.");
    expect(paymentErrorText(t.ar, new ApiError(500, "", undefined), fallback)).toBe(fallback);
    expect(paymentErrorText(t.ar, new TypeError("Failed to fetch"), fallback)).toBe("Failed to fetch");
    expect(paymentErrorText(t.ar, "nope", fallback)).toBe(fallback);
  });

  it("say a provider outage (PAYMENTS_UNAVAILABLE, 503) in the member's language, whatever the server's sentence", () => {
    const down = new ApiError(503, "Payments are unavailable right now. Nothing was charged.", "PAYMENTS_UNAVAILABLE");
    expect(paymentErrorText(t.en, down, "fallback")).toBe("Payments are unavailable right now. Nothing was charged. Please try again in a few minutes.");
    const ar = paymentErrorText(t.ar, down, "fallback");
    expect(ar).toBe("الدفع غير متاح الآن. لم يتم خصم أي مبلغ. يُرجى المحاولة بعد بضع دقائق.");
    expect(ar).not.toMatch(LATIN);
  });
});
