import type { ChatMessage } from "@ulfa/contracts";
import type { EndpointOutput, endpoints } from "@ulfa/contracts/endpoints";
import { ApiError, TimeoutError } from "../../api/client";
import { newKey } from "./send-keys";
import type { VoiceNote } from "./useVoiceRecorder";

/**
 * Messages on their way out: text, photos and voice notes. Send clears the composer at once and
 * the message waits at the end of the thread ("Sending…") until the server has it; one whose answer never came, or that the
 * server refused, stays there as "Not sent" with Retry and Delete, so nothing typed is lost and
 * nothing leaves the member wondering. Retry reuses the message's Idempotency-Key (send-keys.ts):
 * a send that was stored although its answer was lost is answered, never stored twice.
 *
 * It lives outside React so a send finishes (or fails visibly) even when the chat is closed while
 * it is under way. Sends of one conversation go one at a time, in the order pressed.
 */
export type OutboxState = "queued" | "sending" | "failed" | "confirm";

/** What is sent: the words (with the message they answer), a picked photo, or a recording. */
export type OutboxDraft =
  | {
      kind: "text";
      content: string;
      replyTo: ChatMessage | null;
      /** The member already answered "Send anyway" to the hurtful-message question. */
      confirmFlagged?: boolean;
    }
  | { kind: "photo"; file: File }
  | { kind: "voice"; note: VoiceNote };

export type OutboxEntry = OutboxDraft & {
  key: string;
  senderId: number;
  matchId: number;
  state: OutboxState;
  /** Why it failed: no answer in time, a dropped connection, or the server's own words. */
  failure?: { kind: "timeout" } | { kind: "network" } | { kind: "refused"; error: ApiError };
};

/** What a send answers: the stored message, or (202) a held member's first message kept for review. */
export type SendAnswer = EndpointOutput<typeof endpoints.chat.send>;

export interface OutboxTransport {
  send(entry: OutboxEntry): Promise<SendAnswer>;
  delivered(entry: OutboxEntry, answer: SendAnswer): void;
}

export interface Outbox {
  /** The entries of one member's conversation, in the order sent (a stable array between changes). */
  entries(senderId: number, matchId: number): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
  send(draft: OutboxDraft & { senderId: number; matchId: number }): OutboxEntry;
  /**
   * The thread shows this message (its key came back in the list, over the socket): it was stored,
   * whatever its own request still says. It leaves the outbox and the next one goes.
   */
  landed(key: string): void;
  /** A failed or questioned message is sent again: same key, unless the server refused the key. */
  retry(key: string, options?: { confirmFlagged?: boolean }): void;
  discard(key: string): void;
}

const NONE: readonly OutboxEntry[] = Object.freeze([]);

export function createOutbox(transport: OutboxTransport, makeKey: () => string = newKey): Outbox {
  let all: OutboxEntry[] = [];
  const views = new Map<string, readonly OutboxEntry[]>();
  const listeners = new Set<() => void>();
  const conversation = (senderId: number, matchId: number) => `${senderId}:${matchId}`;

  const commit = (next: OutboxEntry[]) => {
    all = next;
    views.clear();
    for (const listener of listeners) listener();
  };
  const update = (key: string, change: Change) => commit(all.map((e) => (e.key === key ? ({ ...e, ...change } as OutboxEntry) : e)));
  const find = (key: string) => all.find((e) => e.key === key);

  /** Sends the conversation's next queued message, unless one of it is already on the wire. */
  const pump = (senderId: number, matchId: number) => {
    const mine = all.filter((e) => e.senderId === senderId && e.matchId === matchId);
    if (mine.some((e) => e.state === "sending")) return;
    const next = mine.find((e) => e.state === "queued");
    if (!next) return;
    update(next.key, { state: "sending", failure: undefined });
    void transport.send({ ...next, state: "sending" }).then(
      (message) => {
        const sent = find(next.key);
        // Into the thread first, then out of the outbox: never a moment with neither. (Gone
        // already when the thread showed it before this answer came: see landed.)
        if (sent) {
          transport.delivered(sent, message);
          commit(all.filter((e) => e.key !== next.key));
        }
        pump(senderId, matchId);
      },
      (err: unknown) => {
        if (find(next.key)) update(next.key, outcomeOf(err, makeKey));
        pump(senderId, matchId);
      },
    );
  };

  return {
    entries(senderId, matchId) {
      const id = conversation(senderId, matchId);
      let view = views.get(id);
      if (!view) {
        const list = all.filter((e) => e.senderId === senderId && e.matchId === matchId);
        view = list.length > 0 ? list : NONE;
        views.set(id, view);
      }
      return view;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(draft) {
      const entry: OutboxEntry = { ...draft, key: makeKey(), state: "queued" };
      commit([...all, entry]);
      pump(entry.senderId, entry.matchId);
      return entry;
    },
    landed(key) {
      const entry = find(key);
      if (!entry) return;
      commit(all.filter((e) => e.key !== key));
      pump(entry.senderId, entry.matchId);
    },
    retry(key, options) {
      const entry = find(key);
      if (!entry || entry.state === "sending" || entry.state === "queued") return;
      update(key, { state: "queued", failure: undefined, ...(entry.kind === "text" && options?.confirmFlagged ? { confirmFlagged: true } : {}) });
      pump(entry.senderId, entry.matchId);
    },
    discard(key) {
      const entry = find(key);
      // One on the wire may already be stored: it finishes and lands in the thread like any other.
      if (!entry || entry.state === "sending") return;
      commit(all.filter((e) => e.key !== key));
    },
  };
}

/** What may change in an entry once it exists. */
type Change = Partial<Pick<OutboxEntry, "key" | "state" | "failure">> & { confirmFlagged?: boolean };

/** What a failed send becomes: a question for the member, or "Not sent" with the reason. */
function outcomeOf(err: unknown, makeKey: () => string): Change {
  if (err instanceof ApiError) {
    if (err.code === "MESSAGE_NEEDS_CONFIRMATION") return { state: "confirm" };
    // Nothing was stored under a refused key: the next try is a new message with a new key.
    const key = err.code === "IDEMPOTENCY_KEY_REUSED" ? { key: makeKey() } : {};
    return { ...key, state: "failed", failure: { kind: "refused", error: err } };
  }
  return { state: "failed", failure: err instanceof TimeoutError ? { kind: "timeout" } : { kind: "network" } };
}
