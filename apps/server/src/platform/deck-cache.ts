import type { DeckChange, MemberChanges } from "./member-changes";

/** How long a viewer's deck is kept at most: a reload, the home page then the app. */
export const DECK_CACHE_TTL_MS = 10_000;
/**
 * Viewers whose decks are kept at most (the oldest go first): a deck holds its members' rows, some
 * 50-100 KB, so this bounds the memory at about 100 MB on a site where that many decks are asked
 * within DECK_CACHE_TTL_MS.
 */
const DECK_CACHE_MAX_ENTRIES = 1_000;

/**
 * Each viewer's last deck (its members' rows in deck order, discover/kept-deck.ts) for
 * DECK_CACHE_TTL_MS or until `until`, so a deck asked again soon costs no statement at all.
 *
 * Safe because the database announces every change a deck reads (migration 0036, platform/
 * member-changes.ts), on every instance, whoever wrote: a swipe or block written or removed drops
 * both members' decks (so a rewind, an unblock, an incognito member's like show at once), and
 * anything else that may change any deck or card drops every deck (a member row changed in anything
 * but its last activity: profile, photos, answers, filters, preferences, place, travel, incognito,
 * snooze, boost; a member added or removed; a review or a staff role written). While that feed is
 * not live nothing is served from here, and a deck walked while any change was announced is not
 * kept (`mark`). What time alone changes: a boost's end (the caller's `until`); a snooze or
 * suspension that ends shows that member within the TTL.
 */
export class DeckCache<T> {
  private readonly entries = new Map<number, { key: string; deck: T; until: number; from: number }>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly changes: MemberChanges,
    private readonly ttlMs = DECK_CACHE_TTL_MS,
  ) {
    this.unsubscribe = changes.subscribeDecks((change) => this.drop(change));
  }

  /** The deck kept for `viewerId` under `key` (what the walk was given), if still good at `now`. */
  get(viewerId: number, key: string, now: number): T | undefined {
    if (!this.changes.live()) return undefined;
    const entry = this.entries.get(viewerId);
    if (!entry) return undefined;
    // A clock set back (tests) is a miss too.
    if (entry.until > now && entry.from <= now && entry.key === key) return entry.deck;
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

  /** Keeps `deck` until DECK_CACHE_TTL_MS from `now`, or `until` when that is sooner. */
  set(mark: number, viewerId: number, key: string, deck: T, now: number, until = Infinity): void {
    if (this.ttlMs <= 0 || mark !== this.generation || !this.changes.live()) return;
    this.entries.delete(viewerId);
    if (this.entries.size >= DECK_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(viewerId, { key, deck, until: Math.min(now + this.ttlMs, until), from: now });
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
