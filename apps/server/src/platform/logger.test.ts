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
