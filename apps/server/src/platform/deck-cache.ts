import type { DeckChange, MemberChanges } from "./member-changes";

/** How long a viewer's deck (who, in what order) is reused: a reload, the home page then the app. */
export const DECK_CACHE_TTL_MS = 10_000;
/** Viewers remembered at most; the oldest go first. */
const DECK_CACHE_MAX_ENTRIES = 20_000;

/** One deck as the walk ranked it: ids in deck order, with the distance and boost each was ranked on. */
export interface RankedDeck {
  ids: number[];
  km: (number | null)[];
  boosted: boolean[];
}

/**
 * Who is in a viewer's deck and in what order, for DECK_CACHE_TTL_MS, so a deck asked again soon
 * skips the nearest-first walk (discover/kept-deck.ts). Only the ranking is kept, never a card: a
 * hit reads every member again by id under the deck's whole rule, and is used only if each is
 * still eligible, at the same distance and boost (discover/deck-statements.ts recheckStatement).
 *
 * Dropped by the database's own announcements (migration 0036, platform/member-changes.ts), on
 * every instance, whoever wrote: both members' decks on a swipe or block written or removed (so a
 * rewind, an unblock, an incognito member's like show at once), and every deck on anything that may
 * add someone to anyone's deck (a member row changed in anything but its last activity: profile,
 * filters, preferences, place, travel, incognito, snooze, boost; a member added or removed; a review
 * or staff role written). While that feed is not live nothing is served from here. `key` holds
 * what the walk was given (mode, distance, filters, ids left out), so a deck asked differently is
 * never served from here either.
 */
export class DeckCache {
  private readonly entries = new Map<number, { key: string; deck: RankedDeck; until: number }>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly changes: MemberChanges,
    private readonly ttlMs = DECK_CACHE_TTL_MS,
  ) {
    this.unsubscribe = changes.subscribeDecks((change) => this.drop(change));
  }

  get(viewerId: number, key: string, now: number): RankedDeck | undefined {
    if (!this.changes.live()) return undefined;
    const entry = this.entries.get(viewerId);
    if (!entry) return undefined;
    if (entry.until > now && entry.until - this.ttlMs <= now && entry.key === key) return entry.deck;
    this.entries.delete(viewerId);
    return undefined;
  }

  /** Whether `viewerId`'s deck is kept now (whatever the key): for tests and diagnostics. */
  holds(viewerId: number, now: number): boolean {
    const entry = this.entries.get(viewerId);
    return entry !== undefined && entry.until > now && this.changes.live();
  }

  /** Call before the walk; pass the result to `set`: a deck walked while any change was announced is not kept. */
  mark(): number {
    return this.generation;
  }

  set(mark: number, viewerId: number, key: string, deck: RankedDeck, now: number): void {
    if (this.ttlMs <= 0 || mark !== this.generation || !this.changes.live()) return;
    this.entries.delete(viewerId);
    if (this.entries.size >= DECK_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(viewerId, { key, deck, until: now + this.ttlMs });
  }

  private drop(change: DeckChange): void {
    this.generation += 1;
    if (change === "all") this.entries.clear();
    else for (const id of change) this.entries.delete(id);
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}
