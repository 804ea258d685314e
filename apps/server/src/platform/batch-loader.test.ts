import { describe, expect, it } from "vitest";
import { BatchLoader } from "./batch-loader";

/** A query that records the keys of each call and answers when `answer()` is called. */
function recordingQuery() {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  const query = (keys: number[]) => {
    calls.push(keys);
    return new Promise<Map<number, string>>((resolve) => pending.push(() => resolve(new Map(keys.filter((k) => k > 0).map((k) => [k, `v${k}`])))));
  };
  return { calls, query, answer: () => pending.splice(0).forEach((resolve) => resolve()) };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("BatchLoader", () => {
  it("asks the keys of one turn in one query, each key once, and answers undefined for keys not found", async () => {
    const q = recordingQuery();
    const loader = new BatchLoader(q.query);
    const answers = Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(-3)]);
    await turn();
    q.answer();
    expect(await answers).toEqual(["v1", "v2", "v1", undefined]);
    expect(q.calls).toEqual([[1, 2, -3]]);
  });

  it("keys asked while the queries are out wait and go together; a key already out is asked again", async () => {
    const q = recordingQuery();
    const loader = new BatchLoader(q.query, { maxBatch: 10, maxInFlight: 1 });
    const first = loader.load(1);
    await turn();
    const later = [loader.load(1), loader.load(2), loader.load(3)];
    await turn();
    expect(q.calls).toEqual([[1]]); // the one query allowed is out
    q.answer();
    expect(await first).toBe("v1");
    await turn();
    expect(q.calls).toEqual([[1], [1, 2, 3]]);
    q.answer();
    expect(await Promise.all(later)).toEqual(["v1", "v2", "v3"]);
  });

  it("splits a burst into queries of maxBatch keys, up to maxInFlight at once", async () => {
    const q = recordingQuery();
    const loader = new BatchLoader(q.query, { maxBatch: 2, maxInFlight: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((k) => loader.load(k)));
    await turn();
    expect(q.calls).toEqual([
      [1, 2],
      [3, 4],
    ]);
    q.answer();
    await turn();
    await turn();
    expect(q.calls).toEqual([[1, 2], [3, 4], [5]]);
    q.answer();
    expect(await answers).toEqual(["v1", "v2", "v3", "v4", "v5"]);
  });

  it("a failed query rejects its own keys only, and the loader goes on", async () => {
    let fail = true;
    const loader = new BatchLoader(async (keys: number[]) => {
      if (fail) throw new Error("database down");
      return new Map(keys.map((k) => [k, k * 10]));
    });
    await expect(loader.load(1)).rejects.toThrow("database down");
    fail = false;
    expect(await loader.load(2)).toBe(20);
  });
});
