import i18n from "i18next";
import { currentDigits, setDigits, type Digits } from "./format";

/**
 * The member's digits (Latin "123" or Arabic-Indic "١٢٣"), kept in a cookie like the language
 * (read once at start-up; localStorage would block the first paint), so the first number is drawn
 * without a server round trip. A signed-in member's choice is kept on their account too, and wins
 * once the session is known (session/useMemberDigits.ts): it follows them to a new phone.
 */
export const DIGITS_COOKIE = "ulfa_digits";
const MAX_AGE_S = 60 * 60 * 24 * 365;
export const DIGITS: readonly Digits[] = ["latn", "arab"];

const isDigits = (value: string | undefined): value is Digits => (DIGITS as readonly string[]).includes(value ?? "");

let saved = false;

/** Applies the saved choice; called once before the app renders. */
export function applySavedDigits(): void {
  if (typeof document === "undefined") return;
  const value = new RegExp(`(?:^|; )${DIGITS_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (!isDigits(value)) return;
  setDigits(value);
  saved = true;
}

/** Whether this device holds an explicit choice (the cookie), rather than the default. */
export const hasSavedDigits = (): boolean => saved;

/** Saves and applies a choice, then re-renders every translated screen (they format through format.ts). */
export function chooseDigits(value: Digits): void {
  const changed = value !== currentDigits();
  if (!changed && saved) return;
  saved = true;
  setDigits(value);
  document.cookie = `${DIGITS_COOKIE}=${value}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
  // react-i18next re-renders its components on this event; the language itself is unchanged.
  if (changed) i18n.emit("languageChanged", i18n.language);
}
