import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call, callOrNull } from "./call";
import { ApiError } from "./client";

/** A fetch that answers every call with `answer` and remembers what it was asked. */
function answering(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(answer());
    }),
  );
  return calls;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("call(): an operation of the route table", () => {
  it("builds the URL from the entry's path, params (encoded) and query, and sends the body as JSON", async () => {
    const calls = answering(() => json({ questionId: "q/1" }));
    const saved = await call(endpoints.questions.answer, { params: { id: "q/1" }, body: { choice: "a", accept: ["a"], importance: "very" } });
    expect(saved).toEqual({ questionId: "q/1" });
    expect(calls[0].url).toBe("/api/questions/q%2F1/answer");
    expect(calls[0].init.method).toBe("PUT");
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ choice: "a", accept: ["a"], importance: "very" });
    expect(calls[0].init.credentials).toBe("include");
  });

  it("leaves an undefined query value out and sends no body with a GET or a DELETE", async () => {
    const calls = answering(() => json([]));
    await call(endpoints.questions.list, { query: { lang: undefined } });
    await call(endpoints.questions.list, { query: { lang: "ar" } });
    await call(endpoints.questions.forget, { params: { id: "pets" } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(["GET /api/questions", "GET /api/questions?lang=ar", "DELETE /api/questions/pets/answer"]);
    expect(calls.map((c) => c.init.body)).toEqual([undefined, undefined, undefined]);
  });

  it("passes the caller's signal and headers on", async () => {
    const calls = answering(() => json([]));
    const controller = new AbortController();
    controller.abort();
    await call(endpoints.questions.myAnswers, {}, { signal: controller.signal, headers: { "Idempotency-Key": "k1" } });
    expect((calls[0].init.headers as Record<string, string>)["Idempotency-Key"]).toBe("k1");
    expect(calls[0].init.signal?.aborted).toBe(true);
  });

  it("throws the client's ApiError with the server's code on a refusal", async () => {
    answering(() => json({ message: "id: not a question id", code: "VALIDATION" }, 400));
    const err = await call(endpoints.questions.forget, { params: { id: "?" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, reason: "id: not a question id", code: "VALIDATION" });
  });

  it("callOrNull answers null for a 401 and throws anything else", async () => {
    answering(() => json({ message: "Not signed in" }, 401));
    expect(await callOrNull(endpoints.questions.myAnswers)).toBeNull();
    answering(() => json({ message: "Suspended" }, 403));
    await expect(callOrNull(endpoints.questions.myAnswers)).rejects.toMatchObject({ status: 403 });
  });
});
