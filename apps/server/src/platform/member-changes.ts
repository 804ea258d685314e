import type { ClientBase } from "pg";

/** The channel the `users` triggers announce changed members on (migration 0013). */
export const MEMBER_CHANGED_CHANNEL = "ulfa_member_changed";

/** A changed member's id, or "all" when every member may have changed (truncation, a feed gap). */
export type MemberChange = number | "all";

/**
 * The channel on which the database announces what may change someone's deck (migration 0036): the
 * two members of a swipe or block written or removed ("from,to"), or "*" for a change that may
 * touch anyone's (a member row changed in anything but its last activity, a member added or
 * removed, a review or staff role written).
 */
export const DECK_CHANGED_CHANNEL = "ulfa_deck_changed";

/** The members whose decks changed, or "all". */
export type DeckChange = number[] | "all";

const parseDeck = (payload: string | undefined): DeckChange => {
  if (!payload || payload === "*") return "all";
  const ids = payload.split(",").map(Number);
  return ids.every(Number.isSafeInteger) ? ids : "all";
};

/**
 * What the database says about changed member rows. PostgreSQL delivers a NOTIFY to the writing
 * session before its statement's answer, so a listening connection learns of its own writes before
 * the code that made them goes on; other sessions (other instances, jobs, psql) hear within
 * milliseconds.
 */
export interface MemberChanges {
  /** False while nothing listens: a change could go unheard, so nothing may be trusted from memory. */
  live(): boolean;
  subscribe(listener: (change: MemberChange) => void): () => void;
  /** What the deck channel announces; "all" too whenever the feed may have missed something. */
  subscribeDecks(listener: (change: DeckChange) => void): () => void;
}

/** Listener sets for both channels, and a feed gap told to both as "all". */
function channels() {
  const members = new Set<(change: MemberChange) => void>();
  const decks = new Set<(change: DeckChange) => void>();
  const add =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  return {
    subscribe: add(members),
    subscribeDecks: add(decks),
    member: (change: MemberChange) => members.forEach((listener) => listener(change)),
    deck: (change: DeckChange) => decks.forEach((listener) => listener(change)),
    gap() {
      members.forEach((listener) => listener("all"));
      decks.forEach((listener) => listener("all"));
    },
  };
}

const parse = (payload: string | undefined): MemberChange => {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : "all";
};

/**
 * node-postgres: every pooled connection listens (attach it as the pool's `onConnect`, which the pool
 * awaits before handing the connection out), so
 * whichever connection writes hears its own change. When the last listening connection ends
 * (idle timeout, outage) listeners get "all": changes made meanwhile would go unheard.
 */
export function pooledMemberChanges(): MemberChanges & { attach(client: ClientBase): Promise<void> } {
  const feed = channels();
  const listening = new Set<ClientBase>();
  const detach = (client: ClientBase) => {
    if (!listening.delete(client)) return;
    if (listening.size === 0) feed.gap();
  };
  return {
    live: () => listening.size > 0,
    subscribe: feed.subscribe,
    subscribeDecks: feed.subscribeDecks,
    async attach(client) {
      client.on("notification", (message) => {
        if (message.channel === MEMBER_CHANGED_CHANNEL) feed.member(parse(message.payload));
        else if (message.channel === DECK_CHANGED_CHANNEL) feed.deck(parseDeck(message.payload));
      });
      let ended = false;
      const end = () => {
        ended = true;
        detach(client);
      };
      client.once("end", end);
      client.on("error", end);
      await client.query(`LISTEN ${MEMBER_CHANGED_CHANNEL}; LISTEN ${DECK_CHANGED_CHANNEL}`);
      if (!ended) listening.add(client);
    },
  };
}

/** PGlite: one in-process session, listening from the start. */
export async function embeddedMemberChanges(client: {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}): Promise<MemberChanges> {
  const feed = channels();
  await client.listen(MEMBER_CHANGED_CHANNEL, (payload) => feed.member(parse(payload)));
  await client.listen(DECK_CHANGED_CHANNEL, (payload) => feed.deck(parseDeck(payload)));
  return { live: () => true, subscribe: feed.subscribe, subscribeDecks: feed.subscribeDecks };
}
