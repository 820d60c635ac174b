/**
 * What Simmer's actions answer, and the two ways a person sees it: with JavaScript, a notification
 * raised by the route's clientAction (one per submission, whichever component sent it); without
 * JavaScript, the page the action re-rendered shows the message in a status banner.
 */
import type { SubmissionResult } from "@conform-to/react";
import { AlertCircle, CheckCircle2 } from "~/components/ui/icons";
import { isRouteErrorResponse } from "react-router";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import { toast, type ToastType } from "./toast-store";

export type ActionReply<T = undefined> =
  { ok: true; message: string; value: T } | { ok: false; message: string; result?: SubmissionResult<string[]> };

interface SettleOptions {
  /** Shown when the server failed or could not be reached. */
  fallback: string;
  /** The notification's type on success (default "success"). */
  successType?: ToastType;
  /** How long the notification stays, when not the type's default. */
  duration?: number;
}

/**
 * For a route's clientAction: runs the server action and raises its message. A server error or a
 * lost connection becomes a refused reply with `fallback`, so the page stays, the fetcher settles
 * and its optimistic change simply ends (the loader data was never changed).
 */
export async function settleAction<T extends { ok: boolean; message: string }>(
  serverAction: () => Promise<T>,
  { fallback, successType = "success", duration }: SettleOptions,
): Promise<T | { ok: false; message: string }> {
  let reply: T | { ok: false; message: string };
  try {
    reply = await serverAction();
  } catch (error) {
    // A redirect (signed out meanwhile) is the router's to follow.
    if (error instanceof Response) throw error;
    // A refusal the action threw (a missing cookbook) carries its own message.
    const thrown = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : null;
    reply = {
      ok: false,
      message: typeof thrown === "string" ? thrown : navigator.onLine === false ? GENERAL_MESSAGES.network : fallback,
    };
  }
  toast(reply.message || fallback, reply.ok ? successType : "error", duration);
  return reply;
}

/** The reply of a form sent without JavaScript (React Router's actionData), shown above the page. */
export function ActionNotice({ reply }: { reply: { ok: boolean; message: string } | undefined }) {
  if (!reply?.message) return null;
  const Icon = reply.ok ? CheckCircle2 : AlertCircle;
  return (
    <p
      role={reply.ok ? "status" : "alert"}
      data-testid="action-notice"
      className={`mb-6 flex items-center gap-2 rounded-xl px-4 py-3 font-medium ${reply.ok ? "bg-accent-green-light text-accent-green" : "bg-accent-red-light text-accent-red"}`}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      {reply.message}
    </p>
  );
}
