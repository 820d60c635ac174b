/**
 * Calls a route module's action or loader the way React Router does for one HTTP request, so
 * integration tests can check status codes, headers and bodies without a running server.
 */
import { RouterContextProvider } from "react-router";
import { accountContext, sessionContext } from "~/server/auth/session.server";
import type { AccountRead } from "~/server/billing/subscriptions.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { CLIENT_IP_HEADER } from "~/server/client-ip";

export const ORIGIN = "http://localhost:3000";

/** Any loader or action; each route types its arguments itself, so they are passed as React Router would. */
type RouteFunction = (args: never) => unknown;

export interface CallOptions {
  ip?: string;
  user?: SessionUser | null;
  /** The per-request account read (plan, admin flags, disabled); the session middleware's, when a test needs it. */
  account?: AccountRead | null;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export function formRequest(path: string, form: Record<string, string>, options: CallOptions = {}): Request {
  return new Request(new URL(path, ORIGIN), {
    method: "POST",
    body: new URLSearchParams(form),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      [CLIENT_IP_HEADER]: options.ip ?? "192.0.2.1",
      ...options.headers,
    },
  });
}

export function getRequest(path: string, options: CallOptions = {}): Request {
  return new Request(new URL(path, ORIGIN), {
    headers: { [CLIENT_IP_HEADER]: options.ip ?? "192.0.2.1", ...options.headers },
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  data: unknown;
  /** The body's bytes, for an answer that is a file (a zip, a PDF). */
  bytes?: Uint8Array;
}

/** Runs the route function and reads what it answered (a data() result, a Response, or a thrown one). */
export async function call(fn: RouteFunction, request: Request, options: CallOptions = {}): Promise<Answer> {
  const context = new RouterContextProvider();
  context.set(sessionContext, options.user ?? null);
  context.set(accountContext, options.account ?? null);
  const url = new URL(request.url);
  let result: unknown;
  try {
    const args = { request, params: options.params ?? {}, context, url, pattern: url.pathname };
    result = await fn(args as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const bytes = new Uint8Array(await result.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text
    }
    return { status: result.status, headers: result.headers, data: body, bytes };
  }
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, headers: new Headers(), data: result };
}
