/**
 * Outgoing e-mail. With SMTP_URL set, mail goes through that server; otherwise each message is
 * written to DATA_DIR/outbox as a .eml file and its text printed to the log, so a self-hoster
 * without a mail server can still use password-reset links.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createOutboxMailer(folder: string, from: string): Mailer {
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      // nodemailer's stream transport builds a proper RFC 822 message without sending it.
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      const info = await transport.sendMail({ from, ...message });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      console.info(
        `[simmer] e-mail to ${message.to} written to ${file}\n  Subject: ${message.subject}\n${message.text.replace(/^/gm, "  | ")}`,
      );
    },
  };
}

let mailer: Mailer | undefined;

export function getMailer(): Mailer {
  if (!mailer) {
    const config = env();
    mailer = config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(path.resolve(config.DATA_DIR, "outbox"), config.MAIL_FROM);
  }
  return mailer;
}
