import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Forces the body's transfer encoding (nodemailer's `textEncoding`); auth mails use quoted-printable so codes stay readable in the raw .eml. */
  textEncoding?: "quoted-printable" | "base64";
}

/** Outgoing mail. Default writes `.eml` files to DATA_DIR/outbox; SMTP_URL sends for real. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = "Ulfa <no-reply@ulfa.example>";

export function createMailer(opts: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { send: async (m) => void (await transport.sendMail({ from: FROM, ...m })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: FROM, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(opts.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      // The link is logged so a self-hoster without SMTP can still finish a flow from the console.
      const link = /https?:\/\/\S+/.exec(m.text)?.[0];
      opts.log.info({ to: m.to, subject: m.subject, file, link }, "mail written to outbox");
    },
  };
}
