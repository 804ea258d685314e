import { TYPING_MATCH_CACHE_MS, TYPING_RELAY_INTERVAL_MS } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { matchWithOther } from "../matches";

/** Per typist: matches remembered at most this many, so random match ids cannot grow memory. */
const TYPING_MATCHES_REMEMBERED = 200;

interface Typist {
  relayedAt: Map<number, number>;
  /** match id -> the other member (null: not the typist's match, or not reachable) and until when. */
  others: Map<number, { other: number | null; until: number }>;
}

/**
 * Relays "typing" to the other member of a match the typist belongs to. Costs no database round
 * trip per frame: at most one event per match and typist per TYPING_RELAY_INTERVAL_MS goes out
 * (the rest are dropped, the client repeats while typing), and "who is the other member" is
 * remembered for TYPING_MATCH_CACHE_MS and forgotten at once when a match or unmatch (a block
 * unmatches too) reaches the typist.
 */
export class TypingRelay {
  private readonly typists = new Map<number, Typist>();

  constructor(private readonly deps: Deps) {
    deps.realtime.observeEvents((userId, event) => {
      if (event.type === "match" || event.type === "unmatched") this.typists.get(userId)?.others.clear();
    });
  }

  relay(typistId: number, matchId: number): void {
    const now = this.deps.clock.now().getTime();
    let typist = this.typists.get(typistId);
    if (!typist) this.typists.set(typistId, (typist = { relayedAt: new Map(), others: new Map() }));
    const last = typist.relayedAt.get(matchId);
    if (last !== undefined && now - last < TYPING_RELAY_INTERVAL_MS) return;
    if (typist.relayedAt.size >= TYPING_MATCHES_REMEMBERED) typist.relayedAt.clear();
    typist.relayedAt.set(matchId, now);
    void this.otherMember(typist, typistId, matchId, now)
      .then((other) => (other === null ? undefined : this.deps.realtime.sendToUser(other, { type: "typing", matchId, userId: typistId })))
      .catch((err: unknown) => this.deps.log.warn({ err }, "typing relay failed"));
  }

  /** The member's last socket on this server closed: nothing of theirs is kept. */
  forget(typistId: number): void {
    this.typists.delete(typistId);
  }

  private async otherMember(typist: Typist, typistId: number, matchId: number, now: number): Promise<number | null> {
    const known = typist.others.get(matchId);
    if (known && known.until > now) return known.other;
    const found = await matchWithOther(this.deps.db, matchId, typistId);
    const other = found?.reachable ? found.other.id : null;
    if (typist.others.size >= TYPING_MATCHES_REMEMBERED) typist.others.clear();
    typist.others.set(matchId, { other, until: now + TYPING_MATCH_CACHE_MS });
    return other;
  }
}
