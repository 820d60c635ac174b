/** Turns a service's Outcome, or a refused form, into an action's answer (see ActionReply). */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { ActionReply } from "~/components/ui/action-reply";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import type { Outcome } from "~/domain/outcome";

export function replyWith<T>(outcome: Outcome<T>, fallback: string) {
  const reply: ActionReply<T> = outcome.ok
    ? { ok: true, message: outcome.message ?? fallback, value: outcome.value }
    : { ok: false, message: outcome.message };
  return data(reply, { status: outcome.ok ? 200 : outcome.status });
}

/** A refusal with its message (and any headers, such as Retry-After). */
export function replyRefused(message: string, status: number, headers?: HeadersInit) {
  return data<ActionReply<never>>({ ok: false, message }, { status, headers });
}

/** A submission its schema refused: 400, the first message, and the field errors for the form. */
export function replyInvalid(submission: Submission<unknown>, fallback: string) {
  const errors = submission.status === "error" ? Object.values(submission.error ?? {}).flat() : [];
  const reply: ActionReply<never> = { ok: false, message: errors[0] ?? fallback, result: submission.reply() };
  return data(reply, { status: 400 });
}

/**
 * One intent of an action: parses the form with the schema its form uses, runs the service with the
 * parsed input, and answers with the outcome. `fallback` is the message when nothing better exists.
 */
export async function runIntent<Schema extends z.ZodType, T>(
  form: FormData,
  schema: Schema,
  fallback: string,
  run: (input: z.output<Schema>) => Promise<Outcome<T>>,
) {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return replyInvalid(submission, fallback);
  return replyWith(await run(submission.value), fallback);
}

/** An intent no form sends. */
export function replyUnknownIntent() {
  const reply: ActionReply<never> = { ok: false, message: GENERAL_MESSAGES.invalid };
  return data(reply, { status: 400 });
}

/** A created row's outcome with only its id, which is all the page needs to select it. */
export function onlyId<T extends { id: string }>(outcome: Outcome<T>): Outcome<{ id: string }> {
  return outcome.ok ? { ...outcome, value: { id: outcome.value.id } } : outcome;
}

/**
 * An action with several intents: runs the one the form's `intent` field names, or answers 400 for
 * an intent no form sends.
 */
export async function dispatchIntent<Intents extends Record<string, () => Promise<unknown>>>(
  form: FormData,
  intents: Intents,
): Promise<Awaited<ReturnType<Intents[keyof Intents]>> | ReturnType<typeof replyUnknownIntent>> {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(intents, intent)) return replyUnknownIntent();
  return (await intents[intent]()) as Awaited<ReturnType<Intents[keyof Intents]>>;
}
