import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { newRegistration } from "../../test/auth";
import { startStallingProxy, type StallingProxy } from "../../test/stalling-proxy";
import { backoffMs } from "./jobs/queue";
import { DEFAULT_TIMEOUTS } from "./timeouts";

/** A real SMTP server (the `smtp-server` package) on `port`, collecting what it receives. */
class TestSmtp {
  private server: SMTPServer | undefined;
  private readonly received: ParsedMail[] = [];
  private readonly waiting: { to: string; resolve: (mail: ParsedMail) => void }[] = [];

  async start(port = 0): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
            for (const w of this.waiting.filter((w) => w.to === to)) w.resolve(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  /** Resolves when a mail to `to` has arrived (at once if it already has). */
  mailTo(to: string): Promise<ParsedMail> {
    const found = this.received.find((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address === to);
    return found ? Promise.resolve(found) : new Promise((resolve) => this.waiting.push({ to, resolve }));
  }
}

describe(`mail through a real SMTP server (${testDbKind})`, () => {
  const smtp = new TestSmtp();
  let port: number;
  let t: TestApp;
  // The app reaches the mail server through a proxy that can make it stall (accept, never greet).
  let proxy: StallingProxy;
  beforeAll(async () => {
    port = await smtp.start();
    proxy = await startStallingProxy({ host: "127.0.0.1", port });
    t = await createTestApp({
      realMailer: true,
      env: { SMTP_URL: `smtp://${proxy.host}:${proxy.port}` },
      config: { timeouts: { ...DEFAULT_TIMEOUTS, smtpConnectMs: 500, smtpIdleMs: 1000 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await smtp.stop();
  });

  it("registering in Arabic sends an Arabic multipart mail: HTML with dir=rtl, a text part, Content-Language: ar", async () => {
    const input = newRegistration({ language: "ar" });
    expect((await anonymous(t, "POST", "/api/auth/register", input)).statusCode).toBe(201);
    const mail = await smtp.mailTo(input.email);
    // The default sender is a bare address, shown under the site's name in the mail's language.
    expect(mail.from?.text).toBe('"أُلفة" <no-reply@localhost>');
    expect(mail.headers.get("content-language")).toBe("ar");
    expect(mail.subject).toBe("رمز التحقق الخاص بك في أُلفة");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("رمز التحقق الخاص بك هو:");
    expect(mail.text).toContain("رمز التحقق الخاص بك هو:");
    expect(mail.text).toMatch(/^[A-Z0-9]{6}$/m);
  });

  it("a mail queued while SMTP is down arrives by itself once SMTP is back", async () => {
    await smtp.stop();
    const input = newRegistration();
    expect((await anonymous(t, "POST", "/api/auth/register", input)).statusCode).toBe(201);
    await t.app.deps.jobs.runDue(); // the first attempt, refused
    expect((await anonymous(t, "GET", "/api/health")).json()).toEqual({ status: "degraded", down: ["smtp"] });

    await smtp.start(port);
    t.clock.advance(backoffMs(1)); // the retry falls due; the worker's own polling sends it
    const mail = await smtp.mailTo(input.email);
    expect(mail.subject).toBe("Your Ulfa verification code");
    expect(mail.headers.get("content-language")).toBe("en");
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    await t.app.deps.jobs.runDue(); // the pass that sent it has settled the job
    expect((await anonymous(t, "GET", "/api/health")).json()).toEqual({ status: "ok" });
  });

  it("a mail server that accepts and never answers fails each attempt within the SMTP deadline; the mail arrives once it answers", async () => {
    proxy.set("stall");
    const input = newRegistration();
    expect((await anonymous(t, "POST", "/api/auth/register", input)).statusCode).toBe(201);
    const started = Date.now();
    await t.app.deps.jobs.runDue(); // the first attempt, never greeted
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await anonymous(t, "GET", "/api/health")).json()).toEqual({ status: "degraded", down: ["smtp"] });

    proxy.set("pass");
    t.clock.advance(backoffMs(1));
    const mail = await smtp.mailTo(input.email);
    expect(mail.subject).toBe("Your Ulfa verification code");
    await t.app.deps.jobs.runDue();
    expect((await anonymous(t, "GET", "/api/health")).json()).toEqual({ status: "ok" });
  });
});
