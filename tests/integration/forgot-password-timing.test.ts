/**
 * Forgot-password tells nobody whether an address has an account (issue 9): the answer is the same
 * and takes as long, even when sending the mail is slow (it goes out after the answer).
 */
process.env.AUTH_SECRET ??= "forgot-timing-test-secret-of-enough-length-0123456";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/server/auth/auth.server";
import { backgroundSettled } from "~/server/background.server";
import { provideDatabase } from "~/server/db/index.server";
import { setMailer, type MailMessage } from "~/server/mail/mailer.server";
import { action as forgotAction } from "~/routes/forgot-password";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { call, formRequest } from "../support/routes";

const SLOW_MAIL_MS = 300;
const sent: MailMessage[] = [];
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  provideDatabase(database);
  // A mail server that takes its time, as a remote SMTP server does.
  setMailer({
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MAIL_MS));
      sent.push(message);
    },
  });
  const auth = await getAuth();
  await auth.api.signUpEmail({ body: { name: "Known Cook", email: "known@example.com", password: "simmer2024" } });
});
afterAll(async () => {
  await backgroundSettled();
  setMailer(undefined);
  await database?.destroy();
});

let ipCounter = 0;

async function ask(email: string) {
  const started = performance.now();
  const answer = await call(forgotAction, formRequest("/forgot-password", { email }, { ip: `192.0.2.${++ipCounter}` }));
  return { ms: performance.now() - started, status: answer.status, body: JSON.stringify(answer.data) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe("forgot password", () => {
  it("answers the same, in the same time, whether or not the address has an account", async () => {
    // Warm up both paths once (first queries compile and cache plans).
    await ask("known@example.com");
    await ask("nobody@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const a = await ask("known@example.com");
      const b = await ask(`nobody-${i}@example.com`);
      expect([a.status, b.status]).toEqual([200, 200]);
      known.push(a.ms);
      unknown.push(b.ms);
      bodies.add(a.body).add(b.body);
    }
    expect(bodies.size).toBe(1);
    expect(
      Math.abs(median(known) - median(unknown)),
      `known ${known.map(Math.round)} unknown ${unknown.map(Math.round)}`,
    ).toBeLessThan(50);
    // The mail still goes out, to the known address only.
    await backgroundSettled();
    expect(sent.length).toBe(6);
    expect(new Set(sent.map((m) => m.to))).toEqual(new Set(["known@example.com"]));
  });
});
