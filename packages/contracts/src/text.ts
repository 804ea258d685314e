import { z } from "zod";

/**
 * Text a person typed. PostgreSQL cannot store U+0000 and no form produces C0/C1 control
 * characters, so they are refused at the contract with a clear 400 instead of failing deep in the
 * database. Tab, CR and LF are kept where line breaks are legitimate (bios, messages, reasons).
 */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_EXCEPT_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/**
 * Bidi embedding, override and isolate controls. Invisible, they make a name or message read in
 * another order than it was written ("gnp.exe"), so they are removed. The plain marks U+200E/U+200F,
 * which mixed Arabic and Latin text needs, are kept.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

/** Lower-case on purpose: the error handler prefixes the field ("bio: contains ..."). */
export const CONTROL_CHARACTERS_MESSAGE = "contains control characters that are not allowed";

export const hasControlCharacters = (value: string, multiline = false): boolean =>
  (multiline ? CONTROL_EXCEPT_BREAKS : CONTROL).test(value);

export const stripBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, "");

interface TextOptions {
  /** Keep tab, CR and LF (bios, messages, reasons). */
  multiline?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
}

/**
 * Every free-text field of a request: bidi controls stripped, control characters refused. Chain
 * `.trim().min().max()` as on `z.string()`.
 */
export const text = ({ multiline = false, error }: TextOptions = {}) =>
  z
    .string(error ? { error } : undefined)
    .overwrite(stripBidiControls)
    .refine((value) => !hasControlCharacters(value, multiline), CONTROL_CHARACTERS_MESSAGE);

/**
 * Passwords, tokens and provider ids: control characters refused, nothing else touched (a password
 * must reach the hash exactly as typed).
 */
export const secretText = (error?: string) =>
  z.string(error ? { error } : undefined).refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);
