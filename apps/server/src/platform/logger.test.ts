import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { hashPassword } from "../auth/passwords";
import { createMember, createTestApp, TEST_ORIGIN, type TestApp } from "../../test/harness";

let t: TestApp;
let lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
  t = await createTestApp({ logStream: stream });
});
afterAll(async () => t?.close());

/** Log lines written while `fn` ran (pino writes synchronously to the stream). */
async function logged(fn: () => Promise<void>): Promise<string> {
  lines = [];
  await fn();
  await new Promise((resolve) => setImmediate(resolve));
  return lines.join("\n");
}

describe("logs", () => {
  it("a failed query is logged without its parameters (no password hash, no member data)", async () => {
    const hash = await hashPassword("a password nobody may read");
    let failure: unknown;
    try {
      // PostgreSQL refuses U+0000 in text: the same failure the contract now stops earlier.
      await t.app.deps.db.insert(users).values({
        username: "leaky",
        name: "bad\u0000name",
        email: "leaky@example.test",
        passwordHash: hash,
        age: 30,
        gender: "male",
        createdAt: t.clock.now(),
      });
    } catch (err) {
      failure = err;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).toContain(hash.slice(-20));

    const out = await logged(async () => t.app.log.error({ err: failure }, "unhandled error"));
    expect(out).toContain("unhandled error");
    expect(out).toContain("Failed query");
    expect(out).not.toContain(hash.slice(-20));
    expect(out).not.toContain("leaky@example.test");
    expect(out).not.toMatch(/"params"/);
  });

  it("never carries passwords, tokens, codes, cookies or message bodies", async () => {
    const out = await logged(async () => {
      t.app.log.info(
        {
          password: "pw-1",
          token: "tok-2",
          code: "CODE33",
          body: { code: "CODE44", newPassword: "pw-5" },
          req: { headers: { cookie: "sid=cookie-6", authorization: "Bearer auth-7" } },
          res: { headers: { "set-cookie": "sid=cookie-8" } },
          message: { content: "private words 9" },
          user: { passwordHash: "$argon2id$hash-10" },
        },
        "context",
      );
    });
    expect(out).toContain("context");
    for (const secret of ["pw-1", "tok-2", "CODE33", "CODE44", "pw-5", "cookie-6", "auth-7", "cookie-8", "private words 9", "hash-10"]) {
      expect(out).not.toContain(secret);
    }
  });

  it("keeps error codes operators need", async () => {
    const err = Object.assign(new Error("duplicate key"), { code: "23505" });
    const out = await logged(async () => t.app.log.error({ err }, "db"));
    expect(out).toContain('"code":"23505"');
  });

  it("request logs of a sign-in carry neither the cookie nor the password", async () => {
    const member = await createMember(t);
    const out = await logged(async () => {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
        payload: { email: member.email, password: member.password },
      });
    });
    expect(out).toContain("/api/auth/login");
    expect(out).not.toContain(member.password);
    expect(out).not.toContain(member.cookie.split("=")[1]);
  });
});

describe("one line per completed request", () => {
  const parsed = (out: string) => out.split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);

  it("is one info line with method, route pattern, status, duration and request id, and no 'incoming request'", async () => {
    const member = await createMember(t);
    const out = await logged(async () => {
      await t.app.inject({ method: "GET", url: "/api/matches/987654/messages?before=5", headers: { cookie: member.cookie } });
    });
    const lines = parsed(out);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, msg: "request completed", method: "GET", route: "/api/matches/:id/messages", status: 404 });
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.ms).toEqual(expect.any(Number));
    // The pattern, not the URL: no ids or query strings in the request line.
    expect(out).not.toContain("987654");
    expect(out).not.toContain("before=");
  });

  it("shows an unknown path without its query (a token there stays out of the log)", async () => {
    const out = await logged(async () => {
      await t.app.inject({ method: "GET", url: "/api/no-such-thing?token=tok-in-the-query" });
    });
    expect(parsed(out).at(-1)).toMatchObject({ msg: "request completed", method: "GET", route: "/api/no-such-thing", status: 404 });
    expect(out).not.toContain("tok-in-the-query");
  });

  it("writes nothing per request below info, and still writes warnings", async () => {
    const level = t.app.log.level;
    t.app.log.level = "warn";
    try {
      const out = await logged(async () => {
        await t.app.inject({ method: "GET", url: "/api/health" });
        t.app.log.warn("still here");
      });
      expect(parsed(out)).toEqual([expect.objectContaining({ level: 40, msg: "still here" })]);
    } finally {
      t.app.log.level = level;
    }
  });
});

describe("secrets leave wherever they are in a logged object", () => {
  it("at any depth, in arrays too, without changing the object that was logged", async () => {
    const context = { a: { b: { c: { d: { password: "pw-deep" } } } }, list: [{ token: "tok-listed" }, { kept: "visible-1" }], kept: "visible-2" };
    const before = JSON.stringify(context);
    const out = await logged(async () => t.app.log.info(context, "deep"));
    expect(out).not.toContain("pw-deep");
    expect(out).not.toContain("tok-listed");
    expect(out).toContain("visible-1");
    expect(out).toContain("visible-2");
    expect(JSON.stringify(context)).toBe(before);
  });

  it("logs an error with its cause (message and code), without the cause's query values or secrets", async () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", detail: "Key (email)=(who@example.test)", token: "tok-cause" });
    const err = new Error("Failed query: select 1\nparams: who@example.test", { cause });
    const out = await logged(async () => t.app.log.error({ err }, "unhandled error"));
    const line = JSON.parse(out) as { err: { message: string; cause: { message: string; code: string } } };
    expect(line.err.cause).toMatchObject({ message: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" });
    expect(out).not.toContain("who@example.test");
    expect(out).not.toContain("tok-cause");
  });
});
