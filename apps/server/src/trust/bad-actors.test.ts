import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { testPhoto } from "../../test/test-photos";
import { memberReviews } from "../db/schema";

/**
 * Scripted bad actors and ordinary members against the default site rules (docs/trust-and-safety.md):
 * each bad actor must be held, or every recipient warned, before it reaches HANDFUL people; no
 * ordinary member may be held. Prints the containment and false-hold rates.
 */
const HANDFUL = 6;
const TARGETS = 8;
/** The machine running the suite may be slow: each scripted member makes dozens of calls. */
const SLOW_MS = 120_000;

interface Outcome {
  name: string;
  /** People who got something from the actor with no safety tip on it. */
  reachedUnwarned: number;
  held: boolean;
}

describe(`scripted bad actors and ordinary members (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeAll(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
  });

  const isHeld = async (m: TestMember) => (await t.app.deps.db.select().from(memberReviews).where(eq(memberReviews.userId, m.id)))[0]?.state === "held";
  const people = async (n: number, names: string[]) => Promise.all(Array.from({ length: n }, (_, i) => createMember(t, { name: names[i % names.length] })));
  const NAMES_EN = ["Sara", "Lina", "Maya", "Hana", "Leila"];
  const NAMES_AR = ["سارة", "لينا", "مريم", "نور", "ريم"];

  /** Sends `text(name)` as the first message to each target in turn; counts recipients who saw it without a tip. */
  async function messagesTo(actor: TestMember, targets: TestMember[], text: (name: string) => string): Promise<number> {
    let unwarned = 0;
    for (const target of targets) {
      const matchId = await makeMatch(t, actor, target);
      const res = await actor.request("POST", `/api/matches/${matchId}/messages`, { content: text(target.row.name) });
      if (res.statusCode !== 201) continue;
      const seen = (await target.request("GET", `/api/matches/${matchId}/messages`)).json();
      if (!seen.at(-1)?.safety) unwarned += 1;
    }
    return unwarned;
  }

  /** Likes each target with a comment; counts comments delivered (a comment carries no tip, so each delivered one counts). */
  async function commentsTo(actor: TestMember, targets: TestMember[], text: (name: string) => string): Promise<number> {
    let delivered = 0;
    for (const target of targets) {
      const res = await actor.request("POST", "/api/likes", { toUserId: target.id, isLike: true, isSuperLike: false, comment: text(target.row.name) });
      if (res.statusCode === 200 && !res.json().held) delivered += 1;
    }
    return delivered;
  }

  const outcomes: Outcome[] = [];
  const ordinary: { name: string; member: TestMember }[] = [];
  const run = async (name: string, act: (actor: TestMember) => Promise<number>) => {
    const actor = await createMember(t, { name: `Actor ${name}`, gender: "male", interestedIn: "female" });
    const reachedUnwarned = await act(actor);
    outcomes.push({ name, reachedUnwarned, held: await isHeld(actor) });
  };
  const member = async (name: string) => {
    const m = await createMember(t, { name });
    ordinary.push({ name, member: m });
    return m;
  };

  it("off-platform contact and money requests, en and ar, disguised", { timeout: SLOW_MS }, async () => {
    await run("contact en (zero-width, Cyrillic)", async (a) =>
      messagesTo(a, await people(TARGETS, NAMES_EN), (n) => `Hi ${n}! I rarely check this app, add me on wh\u200Bаtsapp +971 50 123 4567`),
    );
    await run("contact ar (Arabic-Indic digits, held letters)", async (a) =>
      messagesTo(a, await people(TARGETS, NAMES_AR), (n) => `هلا ${n} ضيفني ع الواتسااااب ٠٥٠١٢٣٤٥٦٧`),
    );
    await run("money en (look-alikes, spaced)", async (a) =>
      messagesTo(a, await people(TARGETS, NAMES_EN), (n) => `Dear ${n}, I make 5k a week with U S D T on an investment platfоrm, let me show you`),
    );
    await run("money ar (Persian letters, tatweel)", async (a) =>
      messagesTo(a, await people(TARGETS, NAMES_AR), (n) => `${n} حبيبتي محتاجة مبلـــغ ضروري، ممکن تحول لی؟`),
    );
  });

  it("repeated intros, a like bot and a stolen photo", { timeout: SLOW_MS }, async () => {
    await run("repeated intro en (comments)", async (a) =>
      commentsTo(a, await people(TARGETS, NAMES_EN), (n) => `Hello ${n}, you seem like such an amazing and kind person, I would love to know you better`),
    );
    await run("repeated intro ar (comments)", async (a) =>
      commentsTo(a, await people(TARGETS, NAMES_AR), (n) => `مرحبا ${n} انتي انسانة رائعة جدا واحب اتعرف عليكي اكثر`),
    );
    await run("repeated intro ar (first messages)", async (a) =>
      messagesTo(a, await people(TARGETS, NAMES_AR), (n) => `السلام عليكم ${n}، شفت ملفك وعجبني كثير وودي نتعرف اكثر على بعض`),
    );
    await run("like bot", async (a) => {
      let delivered = 0;
      for (const target of await people(15, NAMES_EN)) {
        const res = await a.request("POST", "/api/likes", { toUserId: target.id, isLike: true, isSuperLike: false });
        if (res.statusCode === 200 && !res.json().held) delivered += 1;
      }
      return delivered;
    });
    await run("stolen photo (mirrored, re-encoded)", async (a) => {
      const owner = await createMember(t);
      const photo = await testPhoto(11);
      await owner.request("POST", "/api/photos", { photo: `data:image/jpeg;base64,${photo.toString("base64")}` });
      const stolen = await sharp(photo).flop().resize(180).jpeg({ quality: 60 }).toBuffer();
      await a.request("POST", "/api/photos", { photo: `data:image/jpeg;base64,${stolen.toString("base64")}` });
      return commentsTo(a, await people(TARGETS, NAMES_EN), (n) => `hi ${n}`);
    });

  });

  it("ordinary members: long conversations swapping numbers, short greetings, a human pace", { timeout: SLOW_MS }, async () => {
    for (const [lang, hello, numberLine] of [
      ["en", (n: string) => `Hi ${n}!`, "this is my number +44 7700 900123, text me on whatsapp"],
      ["ar", (n: string) => `مرحبا ${n}!`, "هذا رقمي ٠٥٠١٢٣٤٥٦٧ كلمني واتساب"],
    ] as const) {
      // Talks a while, then swaps numbers.
      const a = await member(`talker ${lang}`);
      const b = await member(`listener ${lang}`);
      const matchId = await makeMatch(t, a, b);
      for (let i = 0; i < 12; i++) {
        await a.request("POST", `/api/matches/${matchId}/messages`, { content: `${hello("you")} ${i}` });
        await b.request("POST", `/api/matches/${matchId}/messages`, { content: `${i} :)` });
      }
      await a.request("POST", `/api/matches/${matchId}/messages`, { content: numberLine });
      await b.request("POST", `/api/matches/${matchId}/messages`, { content: numberLine });
      // Greets several matches the same short way.
      const greeter = await member(`greeter ${lang}`);
      for (const target of await people(8, lang === "en" ? NAMES_EN : NAMES_AR)) {
        const m = await makeMatch(t, greeter, target);
        await greeter.request("POST", `/api/matches/${m}/messages`, { content: hello(target.row.name) });
      }
    }
    // Likes at a human pace: one profile every four seconds.
    const swiper = await member("human swiper");
    for (const target of await people(15, NAMES_EN)) {
      await swiper.request("POST", "/api/likes", { toUserId: target.id, isLike: true, isSuperLike: false });
      t.clock.advance(4000);
    }
    // Talks about money without asking for any, and writes their own like comments.
    const chatty = await member("chatty");
    for (const [i, target] of (await people(5, NAMES_EN)).entries()) {
      const comments = ["I spent too much money on books this month", "love your hiking photos", "which café is that?", "your dog is adorable", "we both like jazz!"];
      await chatty.request("POST", "/api/likes", { toUserId: target.id, isLike: true, isSuperLike: false, comment: comments[i] });
    }

  });

  it("contains every bad actor and holds no ordinary member (rates printed)", async () => {
    expect(outcomes).toHaveLength(9);
    const contained = outcomes.filter((o) => o.held || o.reachedUnwarned < HANDFUL);
    const falselyHeld = [];
    for (const o of ordinary) if (await isHeld(o.member)) falselyHeld.push(o.name);
    for (const o of outcomes) console.log(`[bad actor] ${o.name}: held ${o.held}, reached without a tip ${o.reachedUnwarned}`);
    console.log(
      `[trust] containment ${((contained.length / outcomes.length) * 100).toFixed(0)}% (${contained.length}/${outcomes.length} bad actors held or their recipients warned before ${HANDFUL} people), ` +
        `false holds ${((falselyHeld.length / ordinary.length) * 100).toFixed(0)}% (${falselyHeld.length}/${ordinary.length} ordinary members)`,
    );
    expect(outcomes.filter((o) => !(o.held || o.reachedUnwarned < HANDFUL)).map((o) => o.name)).toEqual([]);
    expect(falselyHeld).toEqual([]);
  });
});
