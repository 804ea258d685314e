import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, openTestDatabase, testDbKind, type TestApp } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import type { Database } from "../platform/db";

/**
 * The statements a text send makes once the conversation is under way: each one is a round trip the
 * recipient waits for (the ws bench's send-to-receive latency). One statement carries the trust gate
 * (the sender not under review, someone has written; both members' counts come back for the words'
 * reading), checks the match, blocks and the reply, inserts, and brings back the recipient's
 * privacy, push devices, hidden words and whether a like comment waits for this message.
 */
describe(`a text send's statements (${testDbKind})`, () => {
  let t: TestApp;
  let database: Database;
  const statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Every statement goes through the driver's query (PGlite's exec too, for a script).
    const client = (database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
    // A transaction (PGlite's transaction, a pooled client taken for one on PostgreSQL) counts as one
    // entry: it is at least three round trips (begin, its statements, commit).
    for (const method of ["query", "exec", "transaction", "connect"] as const) {
      const original = client[method]?.bind(client);
      if (!original) continue;
      client[method] = (...args: unknown[]) => {
        // The pool's own query takes a client with a callback: only a bare connect() is a transaction's.
        if (method === "connect" && typeof args[0] === "function") return original(...args);
        const text = method === "transaction" || method === "connect" ? "a transaction" : typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text;
        // The job queue polls on its own timer: not the send's.
        if (counting && !/"?jobs"?/.test(text.slice(0, 200))) statements.push(text.replace(/\s+/g, " ").slice(0, 120));
        return original(...args);
      };
    }
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it("makes one, from either member", async () => {
    const a = await createMember(t, { gender: "female" });
    const b = await createMember(t, { gender: "male" });
    const id = await makeMatch(t, a, b);
    // The first messages each way are intros (their own checks); the ones after are the common case.
    expect((await a.request("POST", `/api/matches/${id}/messages`, { content: "Hi" })).statusCode).toBe(201);
    expect((await b.request("POST", `/api/matches/${id}/messages`, { content: "Hello" })).statusCode).toBe(201);
    for (const sender of [a, b]) {
      statements.length = 0;
      counting = true;
      const res = await sender.request("POST", `/api/matches/${id}/messages`, { content: "How was your day?" });
      counting = false;
      expect(res.statusCode).toBe(201);
      expect(statements, statements.join("\n")).toHaveLength(1);
    }
  });
});
