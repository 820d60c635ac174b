/**
 * With PUBLIC_URL unset, reset links use the address the request came to, when it is one the
 * server answers (loopback on its port), and never a forged Host (Host header injection).
 */
process.env.AUTH_SECRET ??= "link-origin-test-secret-of-enough-length-0123456";
delete process.env.PUBLIC_URL;
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getAuth } from "~/server/auth/auth.server";
import { backgroundSettled } from "~/server/background.server";
import { provideDatabase } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { forgetLinkOriginWarning } from "~/server/http/link-origin.server";
import { setMailer, type MailMessage } from "~/server/mail/mailer.server";
import { action as forgotAction } from "~/routes/forgot-password";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { call } from "../support/routes";

const sent: MailMessage[] = [];
let database: TestDatabase;
const port = env().PORT;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  provideDatabase(database);
  setMailer({ send: async (message) => void sent.push(message) });
  const auth = await getAuth();
  await auth.api.signUpEmail({ body: { name: "Known Cook", email: "known@example.com", password: "simmer2024" } });
});
afterAll(async () => {
  await backgroundSettled();
  setMailer(undefined);
  await database?.destroy();
});

let ip = 0;
async function resetLinkVia(host: string): Promise<string> {
  sent.length = 0;
  const request = new Request(`http://${host}/forgot-password`, {
    method: "POST",
    body: new URLSearchParams({ email: "known@example.com" }),
    headers: {
      host,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://${host}`,
      "x-simmer-client-ip": `198.51.100.${++ip}`,
    },
  });
  const answer = await call(forgotAction, request, { ip: `198.51.100.${ip}` });
  expect(answer.status).toBe(200);
  await backgroundSettled();
  expect(sent).toHaveLength(1);
  const text = String(sent[0].text ?? sent[0].html);
  const link = /https?:\/\/\S+?\/reset-password\?token=[^\s"<]+/.exec(text);
  expect(link, text).not.toBeNull();
  return link![0];
}

describe("reset links without PUBLIC_URL", () => {
  it("use the loopback address and port the request came to", async () => {
    expect(await resetLinkVia(`127.0.0.1:${port}`)).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/reset-password\\?token=`),
    );
  });

  it("never a forged Host: the default address, and the log says to set PUBLIC_URL", async () => {
    forgetLinkOriginWarning();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const link = await resetLinkVia("evil.example");
      expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
      expect(link).not.toContain("evil");
      expect(warn.mock.calls.some((c) => String(c[0]).includes("Set PUBLIC_URL"))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
