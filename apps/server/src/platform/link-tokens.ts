import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets for links handed to people who have no account (a chaperone, a trusted contact): 256
 * random bits, URL-safe. Only their SHA-256 is stored, so the database alone cannot open a link, and
 * each row has its own expiry and revocation, so a link dies the moment it is revoked.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: linkTokenHash(token) };
}

export const linkTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
