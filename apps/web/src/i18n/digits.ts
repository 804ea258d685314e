import i18n from "i18next";
import { currentDigits, setDigits, type Digits } from "./format";

/**
 * The member's digits (Latin "123" or Arabic-Indic "١٢٣"), kept per device in a cookie like the
 * language (read once at start-up; localStorage would block the first paint). Per device, not per
 * account: the choice is about how this screen reads, and needs no server round trip before the
 * first number is drawn.
 */
export const DIGITS_COOKIE = "ulfa_digits";
const MAX_AGE_S = 60 * 60 * 24 * 365;
export const DIGITS: readonly Digits[] = ["latn", "arab"];

const isDigits = (value: string | undefined): value is Digits => (DIGITS as readonly string[]).includes(value ?? "");

/** Applies the saved choice; called once before the app renders. */
export function applySavedDigits(): void {
  if (typeof document === "undefined") return;
  const saved = new RegExp(`(?:^|; )${DIGITS_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (isDigits(saved)) setDigits(saved);
}

/** Saves and applies a choice, then re-renders every translated screen (they format through format.ts). */
export function chooseDigits(value: Digits): void {
  if (value === currentDigits()) return;
  setDigits(value);
  document.cookie = `${DIGITS_COOKIE}=${value}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
  // react-i18next re-renders its components on this event; the language itself is unchanged.
  i18n.emit("languageChanged", i18n.language);
}
