/**
 * The Idempotency-Key of a photo or voice note being sent (docs/api.md, "Idempotent sends"; a text
 * message carries its own key in outbox.ts). It is made when the member presses Send and kept
 * with that draft: after a timeout or a dropped connection the
 * request may have been stored even though no answer came, so pressing Send again on the same draft
 * reuses the key and the server answers the stored message instead of storing a second one. A
 * successful send forgets it; a changed draft gets a new one.
 */
export interface SendKeys {
  /** The key for `draft` (compared with ===): the pending one when it is the same draft, else a new one. */
  keyFor(draft: unknown): string;
  /** The draft was sent (or the server refused its key): its next send is a new message. */
  forget(draft: unknown): void;
}

export function createSendKeys(makeKey: () => string = newKey): SendKeys {
  let pending: { draft: unknown; key: string } | null = null;
  return {
    keyFor(draft) {
      if (pending === null || pending.draft !== draft) pending = { draft, key: makeKey() };
      return pending.key;
    },
    forget(draft) {
      if (pending?.draft === draft) pending = null;
    },
  };
}

/** A picked photo: picking the same file again after a failed send is the same draft. */
export const photoDraft = (file: File) => JSON.stringify([file.name, file.size, file.lastModified]);

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
