/**
 * A route's client action, aware of the connection (issue 31, decision 056). A change the page lets
 * a cook make offline (`label` names it) is kept on the device when there is no connection, or when
 * the request could not get through, and the page shows it at once. A kept change sent again later
 * (it carries `changeKey`) settles its place in the queue: gone once it reached the server, with a
 * refusal told to the cook; kept when the connection failed again.
 */
import { isRouteErrorResponse } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import { OFFLINE_SAVED, isQueuedReply, type QueuedReply } from "~/domain/offline/offline-rules";
import { queuedItemId, refersToQueued } from "~/domain/offline/queued-changes";
import { enqueue, queuedNow, settle } from "./change-queue";

export { isQueuedReply };

interface Reply {
  ok: boolean;
  message: string;
  value?: unknown;
}

export interface OfflineChange {
  /** What the change does, in the cook's words. */
  label: string;
  /** The field of the answer naming what the change makes (a logged cook's `cookId`), if it makes something. */
  makes?: string;
}

function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError || navigator.onLine === false;
}

/** A form's text fields (what a change kept offline sends again), without its key. */
export function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "changeKey") fields[name] = value;
  return fields;
}

async function keep(route: string, form: FormData, change: OfflineChange): Promise<QueuedReply> {
  const key = crypto.randomUUID();
  await enqueue({ key, route, fields: fieldsOf(form), label: change.label, makes: change.makes });
  // What the change makes has a placeholder id until the server gives it its own.
  return {
    ok: true,
    message: OFFLINE_SAVED,
    queued: true,
    ...(change.makes ? { value: { [change.makes]: queuedItemId(key) } } : {}),
  };
}

/** A kept change sent again: settles its place in the queue by the answer. */
async function resend<R extends Reply>(changeKey: string, serverAction: () => Promise<R>): Promise<R | Reply> {
  const change = queuedNow().find((c) => c.key === changeKey);
  let reply: R | Reply;
  try {
    reply = await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isConnectionFailure(error)) return { ok: false, message: GENERAL_MESSAGES.network };
    const thrown = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : null;
    reply = { ok: false, message: typeof thrown === "string" ? thrown : GENERAL_MESSAGES.invalid };
  }
  if (!change?.seq) return reply;
  if (!reply.ok) toast(`Not saved: ${change.label}. ${reply.message}`, "error", 10_000);
  const made = change.makes ? (reply.value as Record<string, unknown> | undefined)?.[change.makes] : undefined;
  await settle(
    change.seq,
    reply.ok && typeof made === "string" ? { placeholder: queuedItemId(change.key), id: made } : undefined,
  );
  return reply;
}

export async function sendOrQueue<R extends Reply>({
  route,
  form,
  offline,
  serverAction,
  settleReply,
}: {
  route: string;
  form: FormData;
  /** The change as it is kept offline; null for a change that needs the server there and then. */
  offline: OfflineChange | null;
  serverAction: () => Promise<R>;
  /** The route's usual handling of an answer (its notification). */
  settleReply: (send: () => Promise<R>) => Promise<R | Reply>;
}): Promise<R | Reply | QueuedReply> {
  const changeKey = form.get("changeKey");
  if (typeof changeKey === "string" && changeKey) return resend(changeKey, serverAction);
  // A change to something made offline and not sent yet waits for it, in order.
  if (offline && (navigator.onLine === false || refersToQueued(fieldsOf(form)))) return keep(route, form, offline);
  let reply: R;
  try {
    reply = await serverAction();
  } catch (error) {
    if (offline && !(error instanceof Response) && isConnectionFailure(error)) return keep(route, form, offline);
    return settleReply(() => Promise.reject(error));
  }
  return settleReply(() => Promise.resolve(reply));
}
