/**
 * Live updates of a kitchen (issue 27, decision 040): the event stream at /app/kitchen/events tells
 * a signed-in cook when *their* kitchen changes (their household's, or their own), never another's;
 * a signed-out visitor gets the sign-in redirect; the stream ends when the browser goes. On
 * PostgreSQL the change travels as a notification (payload: the kitchen key) that every server hears.
 */
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { loader } from "~/routes/app.kitchen.events";
import { sessionContext } from "~/server/auth/session.server";
import { rowsOf } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import {
  CHANNELS,
  listenForNotifications,
  startNotifications,
  stopNotifications,
  type Notifications,
} from "~/server/db/notifications.server";
import { acceptInvite, createHousehold, createInvite } from "~/server/households/households.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { liveStreamCount } from "~/server/http/live-streams";
import { addCustomItem } from "~/server/meal-plan/shopping.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";
import { call, getRequest } from "../support/routes";

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const EVENT_STREAM = { Accept: "text/event-stream" };

/** An open stream as a browser's EventSource holds it: what arrived so far, and how to leave. */
async function openStream(user: SessionUser) {
  const abort = new AbortController();
  const request = new Request("http://localhost:3000/app/kitchen/events", { headers: EVENT_STREAM, signal: abort.signal });
  const context = new RouterContextProvider();
  context.set(sessionContext, user);
  const url = new URL(request.url);
  const response = (await loader({ request, context, params: {}, url, pattern: url.pathname } as never)) as Response;
  const stream = { response, text: "", ended: false, close: () => abort.abort() };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      stream.text += decoder.decode(value, { stream: true });
    }
    stream.ended = true;
  })();
  await until(() => stream.text.includes(": connected"));
  return stream;
}

describe.each(DATABASE_KINDS)("the kitchen event stream on %s", (kind) => {
  let database: TestDatabase;
  let url = "";
  const cook = (name: string, plan: SessionUser["planId"] = "free") => createSessionUser(database.db, { name, plan });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    if (kind === "postgres") {
      const [{ name }] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
      const address = new URL(process.env.TEST_DATABASE_URL!);
      address.pathname = `/${name}`;
      url = address.toString();
      // As the server does: changes then reach this process's streams through NOTIFY too.
      await startNotifications(database.db, url).ready();
    }
  });
  afterAll(async () => {
    await stopNotifications(database.db);
    await database?.destroy();
  });

  async function household() {
    const owner = await cook("Maya Okafor", "ultimate");
    const created = await createHousehold(database.db, owner, { name: "The Okafors" });
    if (!created.ok) throw new Error(created.message);
    const member = await cook("Sam Okafor");
    const link = await createInvite(database.db, owner, { forWhom: "Sam" });
    if (!link.ok) throw new Error(link.message);
    const joined = await acceptInvite(database.db, member, link.value.token);
    if (!joined.ok) throw new Error(joined.message);
    return { owner, member, householdId: created.value.id };
  }

  it("sends a signed-out visitor to sign in, and the address bar to the meal plan", async () => {
    const signedOut = await call(loader, getRequest("/app/kitchen/events", { headers: EVENT_STREAM }), { user: null });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/login/);
    const someone = await cook("Ada");
    const typed = await call(loader, getRequest("/app/kitchen/events"), { user: someone });
    expect(typed.status).toBe(302);
    expect(typed.headers.get("Location")).toBe("/app/meal-plan");
  });

  it("tells each cook about their own kitchen only, and ends when the browser goes", async () => {
    const { owner, member } = await household();
    const stranger = await cook("Lou", "ultimate");
    const before = liveStreamCount();
    const memberStream = await openStream(member);
    const strangerStream = await openStream(stranger);
    expect(memberStream.response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(memberStream.response.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(liveStreamCount()).toBe(before + 2);

    expect((await addCustomItem(database.db, await kitchenOf(database.db, owner), { text: "Bread" })).ok).toBe(true);
    await until(() => memberStream.text.includes("event: change"));
    // The stranger's own change comes after the household's: had the household's reached them, it
    // would be there first.
    expect((await addCustomItem(database.db, await kitchenOf(database.db, stranger), { text: "Milk" })).ok).toBe(true);
    await until(() => strangerStream.text.includes("event: change"));
    expect(strangerStream.text.split("event: change")).toHaveLength(2);
    expect(memberStream.text.split("event: change")).toHaveLength(2);

    memberStream.close();
    strangerStream.close();
    await until(() => memberStream.ended && strangerStream.ended);
    expect(liveStreamCount()).toBe(before);
  });

  if (kind === "postgres")
    it("sends each change to every server as a notification naming the kitchen", async () => {
      const { owner, householdId } = await household();
      const other: Notifications = listenForNotifications(url, database.db);
      await other.ready();
      const heard: string[] = [];
      const off = other.on(CHANNELS.kitchens, (payload) => heard.push(payload));
      expect((await addCustomItem(database.db, await kitchenOf(database.db, owner), { text: "Eggs" })).ok).toBe(true);
      await until(() => heard.includes(`household:${householdId}`));
      off();
      await other.close();
    });
});
