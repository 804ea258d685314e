import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { DEACTIVATION_GRACE_MS, PROMPTS, type DeckItem } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { users } from "../db/schema";
import { purgeExpiredAccounts } from "../account/purge";

const ADMIN = "admin-traits@example.test";
const FAITH = { religion: "islam", religiousPractice: "moderately", sect: "sunni" } as const;

describe(`profile traits and prompts (${testDbKind})`, () => {
  let t: TestApp;
  let lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    t = await createTestApp({ logStream: stream, env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());

  const pair = async () => {
    const me = await createMember(t, { gender: "female", interestedIn: "male", latitude: 30.04, longitude: 31.23 });
    const other = await createMember(t, { gender: "male", interestedIn: "female", latitude: 30.05, longitude: 31.23 });
    return { me, other };
  };
  const cardOf = async (viewer: TestMember, id: number) => ((await viewer.request("GET", "/api/discover")).json() as DeckItem[]).find((d) => d.id === id)!;

  it("saves every trait, with sect only for Islam and a timeline only for the intent marriage", async () => {
    const { me } = await pair();
    const full = {
      ...FAITH,
      showFaith: false,
      maritalHistory: "never_married",
      hasChildren: "no",
      wantsChildren: "yes",
      educationLevel: "masters",
      languages: ["ar", "en"],
      nationality: "EG",
      relationshipGoals: "marriage",
      marriageTimeline: "within_a_year",
      heightCm: 168,
    };
    const saved = await me.request("POST", "/api/profile", full);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(full);
    expect((await me.request("GET", "/api/profile")).json()).toMatchObject(full);

    const bad: [unknown, RegExp][] = [
      [{ religion: "sith" }, /valid religion/],
      [{ religion: "christianity", sect: "shia" }, /sect can only be given with the religion islam/],
      [{ relationshipGoals: "casual", marriageTimeline: "not_sure" }, /only be given with the intent marriage/],
      [{ heightCm: 300 }, /at most 230/],
      [{ languages: ["ar", "ar"] }, /only once/],
      [{ languages: ["klingon"] }, /valid language code/],
      [{ nationality: "Egypt" }, /two-letter country code/],
    ];
    for (const [body, message] of bad) {
      const res = await me.request("POST", "/api/profile", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Nothing of a refused request was saved; a change of religion or intent clears sect and timeline.
    expect((await me.request("GET", "/api/profile")).json()).toMatchObject(full);
    const changed = (await me.request("POST", "/api/profile", { religion: "none", relationshipGoals: "serious" })).json();
    expect(changed).toMatchObject({ religion: "none", sect: null, relationshipGoals: "serious", marriageTimeline: null });
  });

  it("keeps faith hidden from others unless shown, out of logs and analytics, in the export, and erases it with the account", async () => {
    const { me, other } = await pair();
    lines = [];
    expect((await me.request("POST", "/api/profile", { ...FAITH, maritalHistory: "divorced" })).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.join("\n")).not.toMatch(/islam|sunni|moderately/);

    expect(await cardOf(other, me.id)).toMatchObject({ religion: null, religiousPractice: null, sect: null, maritalHistory: "divorced" });
    await me.request("POST", "/api/profile", { showFaith: true });
    expect(await cardOf(other, me.id)).toMatchObject(FAITH);
    await me.request("POST", "/api/profile", { showFaith: false });
    expect(JSON.stringify(await cardOf(other, me.id))).not.toMatch(/islam|sunni/);

    const admin = await createMember(t, { email: ADMIN });
    for (const url of ["/api/analytics/visitors", "/api/analytics/live"]) {
      const res = await admin.request("GET", url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/islam|sunni|moderately/);
    }

    const zip = await me.request("GET", "/api/account/export");
    const profile = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))["profile.json"]));
    expect(profile).toMatchObject({ ...FAITH, showFaith: false });

    await me.request("POST", "/api/account/deactivate", { confirmation: "delete my account" });
    t.clock.advance(DEACTIVATION_GRACE_MS + 60_000);
    await purgeExpiredAccounts(t.app.deps);
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
  });

  it("lists the prompt library in either language", async () => {
    const { me } = await pair();
    expect(PROMPTS.length).toBeGreaterThanOrEqual(30);
    const en = (await me.request("GET", "/api/prompts?lang=en")).json() as { id: string; text: string }[];
    const ar = (await me.request("GET", "/api/prompts?lang=ar")).json() as { id: string; text: string }[];
    expect(en).toHaveLength(PROMPTS.length);
    expect(en[0]).toEqual({ id: PROMPTS[0].id, text: PROMPTS[0].en });
    expect(ar.every((p) => /[\u0600-\u06FF]/.test(p.text))).toBe(true);
    expect((await me.request("GET", "/api/prompts?lang=fr")).statusCode).toBe(400);
    expect((await anonymous(t, "GET", "/api/prompts")).statusCode).toBe(401);
  });

  it("saves up to 3 prompt answers, shows them on cards in the reader's language, and refuses bad ones whole", async () => {
    const { me, other } = await pair();
    const answers = [
      { promptId: "perfect_weekend", answer: "Coffee by the Nile and a long walk" },
      { promptId: "family_means", answer: "Sunday lunch with everyone" },
    ];
    const saved = await me.request("PATCH", "/api/user", { prompts: answers });
    expect(saved.statusCode).toBe(200);
    // No voice answers yet (prompts/voice.test.ts covers them).
    const noVoice = { voiceUrl: null, voiceSeconds: null };
    expect(saved.json().prompts).toEqual(answers.map((a) => ({ ...a, ...noVoice })));

    const bad: [unknown, RegExp][] = [
      [[...answers, { promptId: "green_flag", answer: "x" }, { promptId: "fun_fact", answer: "y" }], /At most 3 prompts/],
      [[{ promptId: "no_such_prompt", answer: "x" }], /Unknown prompt id/],
      [[{ promptId: "fun_fact", answer: "x".repeat(201) }], /at most 200 characters/],
      [[{ promptId: "fun_fact", answer: "a" }, { promptId: "fun_fact", answer: "b" }], /Each prompt only once/],
      [[{ promptId: "fun_fact", answer: "you are an idiot" }], /may hurt/],
    ];
    for (const [prompts, message] of bad) {
      const res = await me.request("PATCH", "/api/user", { name: "Changed", prompts });
      expect(res.statusCode, JSON.stringify(prompts)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const mine = (await me.request("GET", "/api/user")).json();
    expect(mine.prompts).toEqual(answers.map((a) => ({ ...a, ...noVoice })));
    expect(mine.name).not.toBe("Changed");

    const card = await cardOf(other, me.id);
    expect(card.prompts).toEqual([
      { promptId: "perfect_weekend", text: "My perfect weekend looks like", answer: answers[0].answer, ...noVoice },
      { promptId: "family_means", text: "Family to me means", answer: answers[1].answer, ...noVoice },
    ]);
    await t.app.deps.db.update(users).set({ language: "ar" }).where(eq(users.id, other.id));
    expect((await cardOf(other, me.id)).prompts[0].text).toBe(PROMPTS[0].ar);
  });
});
