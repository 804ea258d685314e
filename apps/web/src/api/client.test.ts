import { readFileSync } from "node:fs";
import path from "node:path";
import i18n from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, TimeoutError, messageOf, request } from "./client";
import { REQUEST_DEADLINE_MS, UPLOAD_DEADLINE_MS } from "./deadline";
import { isOffline, noteCallOutcome } from "./network-status";

const loading = (lang: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../i18n/locales/${lang}/loading.json`), "utf8")) as Record<string, unknown>;

/** A fetch that accepts the call and never answers, until the call's signal aborts it (as a browser does). */
function hangingFetch() {
  const calls: RequestInit[] = [];
  const fetch = vi.fn((_path: string, init: RequestInit) => {
    calls.push(init);
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(init.signal?.reason ?? new DOMException("aborted", "AbortError")));
    });
  });
  return { fetch, calls };
}

/** Settles `promise` into a value, so a pending one can be checked while fake time moves. */
const settle = <T,>(promise: Promise<T>) => {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
};

beforeAll(async () => {
  await i18n.init({ lng: "en", resources: { en: { loading: loading("en") }, ar: { loading: loading("ar") } } });
});

beforeEach(() => {
  vi.useFakeTimers();
  noteCallOutcome(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("request(): a call that never answers", () => {
  it("gives up after the deadline with a TimeoutError, and does not claim the network is gone", async () => {
    const { fetch, calls } = hangingFetch();
    vi.stubGlobal("fetch", fetch);
    const call = settle(request("GET", "/api/matches"));
    await vi.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS - 1);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toBeInstanceOf(TimeoutError);
    expect(call.error).not.toBeInstanceOf(ApiError);
    expect((call.error as TimeoutError).method).toBe("GET");
    expect(calls[0]?.signal?.aborted).toBe(true);
    // A stalled server looks the same as a dead network: one slow call is not "offline".
    expect(isOffline()).toBe(false);
    // Given up once: no retry behind the member's back.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives an upload (multipart) the longer deadline", async () => {
    vi.stubGlobal("fetch", hangingFetch().fetch);
    const form = new FormData();
    form.append("photo", new Blob(["x"]), "x.jpg");
    const call = settle(request("POST", "/api/photos", form));
    await vi.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS + 1);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_DEADLINE_MS - REQUEST_DEADLINE_MS);
    expect(call.error).toBeInstanceOf(TimeoutError);
  });

  it("gives up on an answer whose body stalls after its headers", async () => {
    const stalledBody = (signal: AbortSignal) =>
      new Response(
        new ReadableStream({
          start(controller) {
            signal.addEventListener("abort", () => controller.error(signal.reason));
          },
        }),
        { headers: { "content-type": "application/json" } },
      );
    vi.stubGlobal(
      "fetch",
      vi.fn((_path: string, init: RequestInit) => Promise.resolve(stalledBody(init.signal as AbortSignal))),
    );
    const call = settle(request("GET", "/api/matches"));
    await vi.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS);
    expect(call.error).toBeInstanceOf(TimeoutError);
  });

  it("clears its timer once the answer is in", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(Response.json([1, 2]))));
    await expect(request("GET", "/api/matches")).resolves.toEqual([1, 2]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the caller's cancel through without calling it a timeout or offline", async () => {
    vi.stubGlobal("fetch", hangingFetch().fetch);
    const cancel = new AbortController();
    const call = settle(request("GET", "/api/matches", undefined, { signal: cancel.signal }));
    cancel.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).not.toBeInstanceOf(TimeoutError);
    expect((call.error as Error).name).toBe("AbortError");
    expect(isOffline()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("still marks the network down when fetch itself fails (no answer at all)", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(request("GET", "/api/matches")).rejects.toThrow("Failed to fetch");
    expect(isOffline()).toBe(true);
  });
});

describe("messageOf: a timeout as a sentence with a next step", () => {
  it("asks to try a read again, and to check before doing a change again", async () => {
    expect(messageOf(new TimeoutError("GET", REQUEST_DEADLINE_MS), "fallback")).toBe(
      "This is taking longer than it should. Check your connection and try again.",
    );
    expect(messageOf(new TimeoutError("POST", REQUEST_DEADLINE_MS), "Couldn't send")).toBe(
      "This is taking longer than it should. It may still have gone through: check before you try again.",
    );
    await i18n.changeLanguage("ar");
    expect(messageOf(new TimeoutError("POST", UPLOAD_DEADLINE_MS), "fallback")).toBe((loading("ar").timeout as Record<string, string>).change);
    await i18n.changeLanguage("en");
  });
});
