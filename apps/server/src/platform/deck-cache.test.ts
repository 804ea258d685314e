import { describe, expect, it } from "vitest";
import { DeckCache } from "./deck-cache";
import type { DeckChange, MemberChanges } from "./member-changes";

function fakeFeed() {
  const listeners = new Set<(change: DeckChange) => void>();
  let live = true;
  const changes: MemberChanges = {
    live: () => live,
    subscribe: () => () => undefined,
    subscribeDecks: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  return { changes, announce: (change: DeckChange) => listeners.forEach((l) => l(change)), setLive: (value: boolean) => (live = value) };
}

describe("DeckCache", () => {
  it("serves a deck under its key until the TTL or its own end, never to another key", () => {
    const cache = new DeckCache<string>(fakeFeed().changes, 1_000);
    cache.set(cache.mark(), 1, "k", "deck", 0);
    expect(cache.get(1, "k", 999)).toBe("deck");
    expect(cache.get(1, "other", 10)).toBeUndefined();
    cache.set(cache.mark(), 1, "k", "deck", 0, 500);
    expect(cache.get(1, "k", 499)).toBe("deck");
    expect(cache.get(1, "k", 500)).toBeUndefined();
    cache.set(cache.mark(), 1, "k", "deck", 100);
    expect(cache.get(1, "k", 50)).toBeUndefined(); // a clock set back
  });

  it("drops the two members of a pair change, everyone on 'all', and keeps no deck walked meanwhile", () => {
    const feed = fakeFeed();
    const cache = new DeckCache<string>(feed.changes, 1_000);
    for (const id of [1, 2, 3]) cache.set(cache.mark(), id, "k", `d${id}`, 0);
    feed.announce([1, 2]);
    expect([cache.get(1, "k", 1), cache.get(2, "k", 1), cache.get(3, "k", 1)]).toEqual([undefined, undefined, "d3"]);
    feed.announce("all");
    expect(cache.get(3, "k", 1)).toBeUndefined();
    const mark = cache.mark();
    feed.announce([7, 8]);
    cache.set(mark, 1, "k", "walked before the change", 0);
    expect(cache.get(1, "k", 1)).toBeUndefined();
  });

  it("serves and keeps nothing while the feed is not live, and nothing with a TTL of 0", () => {
    const feed = fakeFeed();
    const cache = new DeckCache<string>(feed.changes, 1_000);
    cache.set(cache.mark(), 1, "k", "deck", 0);
    feed.setLive(false);
    expect(cache.get(1, "k", 1)).toBeUndefined();
    cache.set(cache.mark(), 2, "k", "deck", 0);
    feed.setLive(true);
    expect(cache.get(2, "k", 1)).toBeUndefined();
    const off = new DeckCache<string>(feed.changes, 0);
    off.set(off.mark(), 1, "k", "deck", 0);
    expect(off.get(1, "k", 0)).toBeUndefined();
  });
});
