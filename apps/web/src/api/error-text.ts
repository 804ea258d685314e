import { ERROR_CODES, type ErrorCode } from "@ulfa/contracts/constants";
// The global i18next instance (set up in i18n/index.ts); imported bare so this module loads without a DOM.
import i18n from "i18next";

/**
 * Codes that cover many different server sentences. In English the server's own sentence says
 * more than the code's text, so it is kept; other languages read the code's translation.
 */
const GENERIC_CODES = new Set<string>([ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.NOT_FOUND, ERROR_CODES.CONFLICT, ERROR_CODES.FORBIDDEN]);

/** Codes whose server sentence is already in the member's language and says more (which way an invite code is wrong). */
const SERVER_LOCALIZED = new Set<string>([ERROR_CODES.INVITE_INVALID]);

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/**
 * The text of a server error in the member's language: every code the server can send has an
 * English and an Arabic sentence in locales/<lang>/errors.json ("codes"). `null` when the error
 * carries no known code (the caller then shows the server's sentence or its own fallback).
 */
export function errorCodeText(code: string | undefined, language = i18n.language): string | null {
  if (!code || !isErrorCode(code) || !i18n.isInitialized) return null;
  if (language === "en" && GENERIC_CODES.has(code)) return null;
  if (SERVER_LOCALIZED.has(code)) return null;
  return i18n.t(`errors:codes.${code}`, { lng: language });
}

/**
 * A call that got no answer in time (api/deadline.ts). A read can simply run again; a change may
 * have been applied before its answer was lost, so the member checks before doing it again.
 */
export function timeoutText(method: string, language = i18n.language): string {
  const key = method === "GET" ? "loading:timeout.body" : "loading:timeout.change";
  return i18n.isInitialized ? i18n.t(key, { lng: language }) : "This is taking longer than it should.";
}
