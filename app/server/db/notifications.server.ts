/**
 * News between app servers on one PostgreSQL (docs/decisions/036): each process keeps one
 * connection that LISTENs, and any process NOTIFYs. A notification only wakes a process early; what
 * changed is always read from a durable source (the recipe change log, the session table, the jobs
 * table), so a missed notification costs time, never correctness:
 *
 * - while the listening connection is down, `connected` is false (the session cache is not trusted,
 *   the catalog goes back to its short poll) and the connection is tried again every second;
 * - each (re)connection calls the `onConnect` handlers, because news may have been missed meanwhile.
 *
 * On the embedded database there is one process, so there is nobody to tell: no listener is started
 * and callers keep their in-process behaviour (the primary-process relay of decision 029 for workers).
 */
import { sql } from "drizzle-orm";
import type postgres from "postgres";
import { postgresClient, type Db } from "./client.server";

export const CHANNELS = {
  /** A session or an account changed (sign-out, password reset, deletion, settings): forget cached sessions. */
  sessions: "simmer_sessions",
  /** The recipe change log has new rows (sent by its triggers at commit, migration 0028). */
  recipeChanges: "simmer_recipe_changes",
  /** A job was queued. */
  jobs: "simmer_jobs",
  /** A kitchen's meal plan, shopping list or pantry changed; payload: its kitchenKey (decision 040). */
  kitchens: "simmer_kitchens",
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

const RETRY_MS = 1_000;

export interface Notifications {
  /** True while this process hears every notification (its LISTEN connection is up). */
  readonly connected: boolean;
  /** Runs `handler` on every notification on `channel` (with its payload), from any process; returns an unsubscribe. */
  on(channel: Channel, handler: (payload: string) => void): () => void;
  /** Runs `handler` after each (re)connection: notifications may have been missed while down. */
  onConnect(handler: () => void): () => void;
  /** Tells every listening process (this one included), once the caller's own transaction has committed. */
  notify(channel: Channel, payload?: string): Promise<void>;
  /** Resolves once the first LISTEN has succeeded (tests, start-up). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One LISTEN connection on `url`; `send` is the pool NOTIFY goes through (the app's own handle). */
export function listenForNotifications(url: string, send: Db): Notifications {
  const handlers = new Map<Channel, Set<(payload: string) => void>>();
  const connectHandlers = new Set<() => void>();
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let markReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));

  const dispatch = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel as Channel) ?? []) runSafely(() => handler(payload));
  };
  // postgres.js's own `listen()` re-listens after a dropped connection but gives up silently if
  // that first retry fails; so this connection LISTENs itself and retries until it succeeds.
  // `onnotify` is the option `listen()` is built on; its type is missing from postgres.js's typings
  // (the notifications test fails if an upgrade drops it).
  const options = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    onnotify: (channel: string, payload: string) => dispatch(channel, payload),
    onclose: () => {
      if (!connected) return;
      connected = false;
      if (!closed) schedule();
    },
  };
  const client: postgres.Sql = postgresClient(url, options as postgres.Options<Record<string, postgres.PostgresType>>);

  const connect = async () => {
    retry = null;
    if (closed) return;
    try {
      for (const channel of Object.values(CHANNELS)) await client.unsafe(`listen ${channel}`);
      if (closed) return;
      connected = true;
      markReady();
      for (const handler of connectHandlers) runSafely(handler);
    } catch {
      connected = false;
      schedule();
    }
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => void connect(), RETRY_MS);
    retry.unref();
  };
  void connect();

  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };

  return {
    get connected() {
      return connected;
    },
    on(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      return subscribe(set, handler);
    },
    onConnect: (handler) => subscribe(connectHandlers, handler),
    async notify(channel, payload = "") {
      await send.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    ready: () => readyPromise,
    async close() {
      closed = true;
      connected = false;
      if (retry) clearTimeout(retry);
      await client.end({ timeout: 1 });
    },
  };
}

function runSafely(handler: () => void): void {
  try {
    handler();
  } catch (error) {
    console.error("[simmer] notification handler failed", error);
  }
}

const KEY = Symbol.for("simmer.notifications");
const holder = globalThis as { [KEY]?: WeakMap<Db, Notifications> };

/** Starts listening for the database's notifications in this process (PostgreSQL); once per handle. */
export function startNotifications(db: Db, url: string): Notifications {
  const all = (holder[KEY] ??= new WeakMap());
  let notifications = all.get(db);
  if (!notifications) all.set(db, (notifications = listenForNotifications(url, db)));
  return notifications;
}

/** The process's notifications for the database, or null (embedded database, or not started). */
export function notificationsOf(db: Db): Notifications | null {
  return holder[KEY]?.get(db) ?? null;
}

/** Stops listening (shutdown, tests closing their database). */
export async function stopNotifications(db: Db): Promise<void> {
  const notifications = holder[KEY]?.get(db);
  if (!notifications) return;
  holder[KEY]!.delete(db);
  await notifications.close();
}
