import { createHmac, randomBytes, randomInt } from "node:crypto";
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";

/** A verification code: VERIFICATION_CODE_LENGTH characters of A-Z0-9 from a CSPRNG. */
export function generateCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return code;
}

/**
 * The secret of an e-mailed link: 128 random bits. Kept short (22 characters) so the link line
 * stays under 76 characters and mail transports do not fold it.
 */
export const generateLinkToken = () => randomBytes(16).toString("base64url");

/**
 * How codes and link tokens are stored: HMAC-SHA256 keyed with the server secret. A plain SHA-256
 * of a 6-character code could be reversed by trying all 2 billion codes; without the key it cannot.
 */
export const hashSecret = (deps: Deps, value: string) => createHmac("sha256", deps.config.sessionSecret).update(value).digest("hex");
