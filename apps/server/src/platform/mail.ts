import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "@ulfa/contracts";
import { DEFAULT_TIMEOUTS, type Timeouts } from "./timeouts";
import { withoutLinkTokens } from "./logger";

/** One rendered mail (mail-layout.ts): an HTML part and its plain-text twin, in the member's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
  /** The sender's display name: the site's name (mail-layout.ts), used when MAIL_FROM is a bare address. */
  fromName?: string;
}

/** Outgoing mail. Default writes `.eml` files to DATA_DIR/outbox; SMTP_URL sends for real. */
export interface Mailer {
  /** Throws when the mail server refused or could not be reached (the job queue retries). */
  send(message: MailMessage): Promise<void>;
  /** False while the last send attempt failed: /api/health then lists "smtp" as down. */
  isHealthy(): boolean;
}

/**
 * nodemailer's options for one message. Quoted-printable, never base64 (nodemailer's pick for
 * mostly non-ASCII text such as Arabic): codes and links then stay legible in the raw .eml, for
 * people reading the outbox and for the e2e harness.
 */
function envelope(from: string, m: MailMessage) {
  return {
    // An operator's MAIL_FROM with a display name stands; a bare address takes the site's name.
    from: m.fromName && !from.includes("<") ? { name: m.fromName, address: from } : from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    textEncoding: "quoted-printable" as const,
    headers: { "Content-Language": m.language },
  };
}

/**
 * A nodemailer transport made on the first send, not at start: nodemailer is about 2 MB of heap a
 * server holds for ever otherwise, and mail is rare (sign-up codes, resets, digests, mostly sent from
 * the job queue). The import, once per process, costs the first mail a few milliseconds next to its
 * SMTP round trips. A package, not our own file: the bundle keeps npm packages external (build.mjs),
 * so this stays a runtime import, evaluated only here. A failed import is tried again on the next send.
 */
function lazyTransport(make: (mailer: typeof Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then(
      (module) => make(module.default),
      (err: unknown) => {
        transport = undefined;
        throw err;
      },
    );
    return transport;
  };
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger; timeouts?: Timeouts }): Mailer {
  const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
  let healthy = true;
  const tracked = async (attempt: Promise<unknown>) => {
    try {
      await attempt;
      healthy = true;
    } catch (err) {
      healthy = false;
      throw err;
    }
  };
  if (opts.smtpUrl) {
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url: opts.smtpUrl,
        // A server that accepts and never greets fails the attempt within smtpConnectMs (the job is retried).
        connectionTimeout: timeouts.smtpConnectMs,
        greetingTimeout: timeouts.smtpConnectMs,
        socketTimeout: timeouts.smtpIdleMs,
      }),
    );
    return { send: (m) => tracked(transport().then((t) => t.sendMail(envelope(opts.from, m)))), isHealthy: () => healthy };
  }
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
  return {
    isHealthy: () => healthy,
    send: (m) =>
      tracked(
        (async () => {
          const info = await (await transport()).sendMail(envelope(opts.from, m));
          await mkdir(opts.outboxDir, { recursive: true });
          const stamp = new Date().toISOString().replace(/[:.]/g, "-");
          const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
          const file = path.join(opts.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}-${safeTo}.eml`);
          // Written aside, then renamed: a reader of the outbox never sees half a mail.
          await writeFile(`${file}.part`, info.message as Buffer);
          await rename(`${file}.part`, file);
          // The link is logged so a self-hoster without SMTP can still finish sign-up from the console;
          // a chaperone's or shared date's link opens a member's conversations, so its token is not.
          const found = /https?:\/\/\S+/.exec(m.text)?.[0];
          const link = found && withoutLinkTokens(found);
          opts.log.info({ to: m.to, subject: m.subject, file, link }, "mail written to outbox");
        })(),
      ),
  };
}
