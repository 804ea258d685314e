import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { makeMatch } from "../../test/matches";

describe(`chat nudges (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("asks before storing a message that matches the lists, then stores it flagged when confirmed", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const refused = await a.request("POST", `/api/matches/${id}/messages`, { content: "you are an idiot" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("MESSAGE_NEEDS_CONFIRMATION");
    expect((await b.request("GET", `/api/matches/${id}/messages`)).json()).toHaveLength(0);

    const unconfirmed = await a.request("POST", `/api/matches/${id}/messages`, { content: "you are an idiot", confirmFlagged: false });
    expect(unconfirmed.statusCode).toBe(409);

    const sent = await a.request("POST", `/api/matches/${id}/messages`, { content: "you are an idiot", confirmFlagged: true });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ content: "you are an idiot", flagged: true });
    const seen = (await b.request("GET", `/api/matches/${id}/messages`)).json();
    expect(seen).toMatchObject([{ content: "you are an idiot", flagged: true }]);
  });

  it("flags Arabic insults written with diacritics and tatweel", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const refused = await a.request("POST", `/api/matches/${id}/messages`, { content: "أنت غَبـــيّ" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("MESSAGE_NEEDS_CONFIRMATION");
    const sent = await a.request("POST", `/api/matches/${id}/messages`, { content: "أنت غَبـــيّ", confirmFlagged: true });
    expect(sent.json().flagged).toBe(true);
  });

  it("sends ordinary messages unflagged, with or without the confirmation", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const plain = await a.request("POST", `/api/matches/${id}/messages`, { content: "Coffee on Friday? مرحبا" });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().flagged).toBe(false);
    // Confirming a harmless message does not flag it: the server decides, not the client.
    const confirmed = await a.request("POST", `/api/matches/${id}/messages`, { content: "See you there", confirmFlagged: true });
    expect(confirmed.json().flagged).toBe(false);
  });

  it("rejects a confirmFlagged that is not a boolean", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const res = await a.request("POST", `/api/matches/${id}/messages`, { content: "hi", confirmFlagged: "yes" });
    expect(res.statusCode).toBe(400);
  });

  it("a stranger can't send into the match even with confirmation", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const stranger = await createMember(t);
    const id = await makeMatch(t, a, b);
    expect((await stranger.request("POST", `/api/matches/${id}/messages`, { content: "hello", confirmFlagged: true })).statusCode).toBe(404);
  });
});

describe(`chat nudges off (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SAFETY_NUDGES: "off" } });
  });
  afterAll(() => t.close());

  it("stores every message unflagged when SAFETY_NUDGES=off", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const sent = await a.request("POST", `/api/matches/${id}/messages`, { content: "you are an idiot" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().flagged).toBe(false);
  });
});
