/**
 * The Idempotency-Key of a message being sent (docs/api.md, "Idempotent sends"). The outbox
 * (outbox.ts) makes one per message when the member presses Send and keeps it with the message:
 * after a timeout or a dropped connection the request may have been stored although no answer
 * came, so Send again reuses the key and the server answers the stored message instead of storing
 * a second one.
 */

/** A random (version 4) UUID; randomUUID only exists in secure contexts, getRandomValues everywhere. */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header a keyed send carries. */
export const keyHeader = (key: string) => ({ headers: { "Idempotency-Key": key } });
