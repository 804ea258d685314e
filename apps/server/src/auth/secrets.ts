import { createHmac, randomInt } from "node:crypto";
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";

/** A verification code: VERIFICATION_CODE_LENGTH characters of A-Z0-9 from a CSPRNG. */
export function generateCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return code;
}

const LINK_TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz";
/** 28 letters of 26 = 131 bits. */
const LINK_TOKEN_LENGTH = 28;

/**
 * The secret of an e-mailed link: random lower-case letters only. Letters only on purpose: mail
 * readers that undo quoted-printable escapes everywhere (the e2e harness's latestMail among them)
 * would turn "?token=" followed by two digits or A-F into one character; nor can a letters-only
 * token contain a code-like upper-case word. Short enough that the link line usually stays 7-bit.
 */
export function generateLinkToken(): string {
  let token = "";
  for (let i = 0; i < LINK_TOKEN_LENGTH; i += 1) token += LINK_TOKEN_ALPHABET[randomInt(LINK_TOKEN_ALPHABET.length)];
  return token;
}

/**
 * How codes and link tokens are stored: HMAC-SHA256 keyed with the server secret. A plain SHA-256
 * of a 6-character code could be reversed by trying all 2 billion codes; without the key it cannot.
 */
export const hashSecret = (deps: Deps, value: string) => createHmac("sha256", deps.config.sessionSecret).update(value).digest("hex");
