/**
 * How an API endpoint is written (issue 30, decision 052): its method and path, the Zod schemas of
 * what it reads and answers (the OpenAPI document is generated from them), and a handler that calls
 * the same service the page calls and returns its Outcome. Nothing here reads a request: the
 * dispatcher (handle.server.ts) does that once, for every endpoint alike.
 */
import type { z } from "zod";
import type { ApiScope } from "~/domain/api/api-token";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Outcome } from "~/domain/outcome";
import type { Db } from "../db/client.server";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiCall<Query, Body> {
  db: Db;
  user: SessionUser;
  /** What the token may do. */
  scope: ApiScope;
  /** Path parameters by name (`/recipes/{id}` gives `params.id`), as written in the address. */
  params: Record<string, string>;
  query: Query;
  body: Body;
  request: Request;
  /** The cook's day (their time-zone cookie is not sent by API clients: the server's day). */
  today: string;
}

/** What a handler answers: a value to send as JSON (201/200), nothing (204), or a failure. */
export type ApiOutcome = Outcome<unknown>;

export interface Endpoint<Query = unknown, Body = unknown> {
  method: ApiMethod;
  /** OpenAPI-style template below /api/v1, e.g. `/recipes/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** The query parameters (an object of strings as they come); none when absent. */
  query?: z.ZodType<Query>;
  /** The JSON body; none when absent. */
  body?: z.ZodType<Body>;
  /** What a success answers (the document's response schema); none for 204. */
  response?: z.ZodType;
  /** 201 for a create; 204 answers no body. */
  successStatus?: 200 | 201 | 204;
  /**
   * The resource as a GET of it answers, for `If-Match` on a write: a write whose If-Match is not
   * this representation's ETag is refused with 412 (null: not found, 404).
   */
  current?: (call: ApiCall<Query, Body>) => Promise<unknown | null>;
  handle: (call: ApiCall<Query, Body>) => Promise<ApiOutcome>;
}

/** Keeps an endpoint's query and body types tied to its schemas. */
export function endpoint<Query = undefined, Body = undefined>(definition: Endpoint<Query, Body>): Endpoint {
  return definition as unknown as Endpoint;
}

/** `/recipes/{id}` against `/recipes/12`: the parameters, or null when the path does not match. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const want = template.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part.startsWith("{") && part.endsWith("}")) {
      if (got[i] === "") return null;
      let value: string;
      try {
        value = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
      params[part.slice(1, -1)] = value;
    } else if (part !== got[i]) return null;
  }
  return params;
}
