/**
 * Outgoing e-mail. With SMTP_URL set, mail goes through that server; otherwise each message is
 * written to DATA_DIR/outbox as a .eml file (the log names the file, never the text: reset and
 * confirmation links are as good as a password), so a self-hoster without a mail server can still
 * open password-reset links. Deleting an account deletes its outbox files too.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The account the message is about, so its copies can be removed with the account. */
  userId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Removes every stored copy of mail for this account (the outbox keeps copies; SMTP keeps none). */
  forget?(recipient: { userId: string; email: string }): Promise<number>;
}

/** A short, stable tag for an account in outbox file names (not the id itself). */
function accountTag(userId: string): string {
  return createHash("sha256").update(userId).digest("hex").slice(0, 16);
}

const TO_HEADER = /^To: *(.*)$/im;

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send({ userId: _userId, ...message }) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createOutboxMailer(folder: string, from: string): Mailer {
  return {
    async send({ userId, ...message }) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // nodemailer's stream transport builds a proper RFC 822 message without sending it.
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const tag = userId ? `-${accountTag(userId)}` : "";
      const file = path.join(folder, `${stamp}${tag}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      console.info(`[simmer] e-mail "${message.subject}" written to ${file} (open the file for its link)`);
    },
    async forget({ userId, email }) {
      const tag = `-${accountTag(userId)}-`;
      const address = email.toLowerCase();
      const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
      let removed = 0;
      for (const name of files) {
        const file = path.join(folder, name);
        const mine =
          name.includes(tag) ||
          ((await readFile(file, "utf8").catch(() => "")).match(TO_HEADER)?.[1] ?? "").toLowerCase().includes(address);
        if (mine) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
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

/** Replaces the mailer (tests record what would be sent); undefined goes back to the configured one. */
export function setMailer(next: Mailer | undefined) {
  mailer = next;
}
