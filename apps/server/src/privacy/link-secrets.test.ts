import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";

/**
 * A chaperone's or a shared date's link opens a member's conversations or date plan to whoever holds
 * it: its token never reaches a log line (request lines, the outbox's line without SMTP), and the
 * pages and their calls never send it on as a referrer.
 */
describe(`link secrets stay out of logs and referrers (${testDbKind})`, () => {
  let t: TestApp;
  let dist: string;
  let member: TestMember;
  let matchId: number;
  let lines: string[] = [];
  let chaperoneToken = "";
  let dateToken = "";
  const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

  beforeAll(async () => {
    // A web build of one file: the app shell the link pages are answered with.
    dist = mkdtempSync(path.join(os.tmpdir(), "ulfa-web-"));
    writeFileSync(path.join(dist, "index.html"), "<html>shell</html>");
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    // The real mailer: without SMTP_URL it writes the outbox and logs a line per mail.
    t = await createTestApp({ logStream: stream, realMailer: true, config: { webDist: dist } });
    member = await createMember(t, { name: "Layla Haddad" });
    const other = await createMember(t, { name: "Omar Saleh", gender: "male" });
    matchId = await makeMatch(t, member, other);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("logs that a chaperone's mail was written, and to whom, without the link's token", async () => {
    lines = [];
    const res = await member.request("POST", "/api/chaperones", { email: "aunt@example.test", matchIds: [matchId] });
    expect(res.statusCode).toBe(201);
    chaperoneToken = tokenOf(res.json().link);
    await t.app.deps.jobs.runDue();
    await settle();
    const outbox = lines.find((line) => line.includes("mail written to outbox"));
    expect(outbox).toBeDefined();
    expect(JSON.parse(outbox!)).toMatchObject({ to: "aunt@example.test", link: expect.stringMatching(/\/chaperone\/\[token\]$/) });
    expect(lines.join("\n")).not.toContain(chaperoneToken);

    const share = await member.request("POST", `/api/matches/${matchId}/date-share`, { at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(), place: "Café Rumi" });
    expect(share.statusCode).toBe(201);
    dateToken = tokenOf(share.json().link);
  });

  it("logs the link pages and their calls without the token, at the default level", async () => {
    lines = [];
    const urls = [
      `/chaperone/${chaperoneToken}`,
      `/date/${dateToken}`,
      `/api/chaperone/${chaperoneToken}`,
      `/api/date-share/${dateToken}`,
      `/api/date-share/${dateToken}/photo`,
      `/api/chaperone/${"x".repeat(43)}`,
    ];
    for (const url of urls) await anonymous(t, "GET", url);
    await settle();
    const requestLines = lines.filter((line) => line.includes("request completed"));
    expect(requestLines.length).toBe(urls.length);
    const all = lines.join("\n");
    for (const secret of [chaperoneToken, dateToken, "x".repeat(43)]) expect(all).not.toContain(secret);
    expect(requestLines.map((line) => JSON.parse(line).route)).toEqual(
      expect.arrayContaining(["/chaperone/[token]", "/date/[token]", "/api/chaperone/:token", "/api/date-share/:token/photo"]),
    );
  });

  it("sends Referrer-Policy: no-referrer on the link pages and their calls, found or not", async () => {
    const urls = [
      `/chaperone/${chaperoneToken}`,
      `/date/${dateToken}`,
      `/api/chaperone/${chaperoneToken}`,
      `/api/date-share/${dateToken}`,
      `/api/date-share/${dateToken}/photo`,
      `/api/chaperone/${"x".repeat(43)}`,
      "/api/chaperone/short",
    ];
    for (const url of urls) {
      const res = await anonymous(t, "GET", url);
      expect(res.headers["referrer-policy"], `${url} (${res.statusCode})`).toBe("no-referrer");
    }
    // Everything else keeps the app-wide policy.
    expect((await anonymous(t, "GET", "/api/health")).headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect((await member.request("GET", "/api/chaperones")).headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
