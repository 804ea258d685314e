import { MEMBER_CACHE_MAX_ENTRIES, MEMBER_CACHE_TTL_MS } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { MemberChange, MemberChanges } from "./member-changes";

/**
 * Signed-in members' own rows, kept in memory so an authenticated request skips the `users` query.
 * Safe because the database announces every change of a row (migration 0013, platform/
 * member-changes.ts): a change drops the member here at once, on every instance, whoever made it.
 * Nothing is served from memory while that feed is not live, and entries expire after
 * MEMBER_CACHE_TTL_MS anyway. A read that raced with any change is not remembered (`generation`),
 * so an older row can never overwrite a newer one's absence.
 */
export class MemberCache {
  private readonly entries = new Map<number, { row: UserRow; until: number }>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly changes: MemberChanges) {
    this.unsubscribe = changes.subscribe((change) => this.forget(change));
  }

  get(userId: number, now: number): UserRow | undefined {
    if (!this.changes.live()) return undefined;
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.until > now) return entry.row;
    this.entries.delete(userId);
    return undefined;
  }

  /** Call before reading the row; pass the result to `set`. */
  mark(): number {
    return this.generation;
  }

  set(mark: number, row: UserRow, now: number): void {
    if (mark !== this.generation || !this.changes.live()) return;
    if (this.entries.size >= MEMBER_CACHE_MAX_ENTRIES && !this.entries.has(row.id)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(row.id, { row, until: now + MEMBER_CACHE_TTL_MS });
  }

  forget(change: MemberChange): void {
    this.generation += 1;
    if (change === "all") this.entries.clear();
    else this.entries.delete(change);
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}
