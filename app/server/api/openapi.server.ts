/**
 * The OpenAPI 3.1 document of /api/v1, generated from the endpoints themselves: their paths, the
 * forms' Zod schemas they read and the schemas of what they answer (Zod's own JSON Schema output).
 * What the document says is what the dispatcher checks; nothing is written twice.
 */
import { z } from "zod";
import { rateLimitSentence } from "./endpoints.server";
import type { Endpoint } from "./endpoint.server";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEvent,
} from "~/domain/api/webhooks";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

const PROBLEM: JsonSchema = {
  type: "object",
  description: "RFC 9457 problem details; `detail` is the sentence the page shows.",
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: { path: { type: "string" }, message: { type: "string" } },
        required: ["path", "message"],
      },
    },
  },
  required: ["type", "title", "status", "detail"],
};

const problemResponse = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (!endpoint.query) return pathParams;
  const query = jsonSchema(endpoint.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  const queryParams = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...pathParams, ...queryParams];
}

function operationOf(endpoint: Endpoint): JsonSchema {
  const status = String(endpoint.successStatus ?? 200);
  const success =
    status === "204" || !endpoint.response
      ? { description: "Done" }
      : { description: "OK", content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } } };
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    parameters: parametersOf(endpoint),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } } } }
      : {}),
    responses: {
      [status]: success,
      ...(endpoint.method === "GET" ? { "304": { description: "Not modified (If-None-Match)" } } : {}),
      "400": problemResponse("The query or body breaks a rule (the form's message)"),
      "401": problemResponse("No token, or a revoked or expired one"),
      "403": problemResponse("A read-only token writing, or a feature your plan does not include"),
      "404": problemResponse("Not there, or not yours"),
      ...(endpoint.current ? { "412": problemResponse("If-Match names an older version") } : {}),
      "429": problemResponse("Over the token's rate limit (see Retry-After)"),
    },
  };
}

/** What an Ultimate cook's webhook receives for `event` (Settings → API). */
function webhookOperation(event: WebhookEvent): JsonSchema {
  return {
    post: {
      summary: WEBHOOK_EVENT_LABELS[event],
      description:
        'Signed: `Simmer-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook\'s secret>`; ' +
        `refuse a timestamp more than ${WEBHOOK_TOLERANCE_SECONDS} s old. Answer 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s; ` +
        `anything else is tried again with a growing wait for ${WEBHOOK_RETRY_HOURS} hours.`,
      parameters: [
        { name: "Simmer-Event", in: "header", required: true, schema: { const: event } },
        { name: "Simmer-Delivery", in: "header", required: true, schema: { type: "string" } },
        { name: "Simmer-Signature", in: "header", required: true, schema: { type: "string" } },
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                id: { type: "string" },
                event: { const: event },
                createdAt: { type: "string", format: "date-time" },
                data: { type: "object" },
              },
              required: ["id", "event", "createdAt", "data"],
            },
          },
        },
      },
      responses: { "200": { description: "Received" } },
    },
  };
}

export function openApiDocument(endpoints: readonly Endpoint[], origin: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  paths["/calendar/{file}"] = {
    get: {
      operationId: "getMealPlanCalendar",
      summary: "The meal plan as an iCalendar file, at the private address from Settings → API (no token needed)",
      tags: ["Meal plan"],
      security: [],
      parameters: [
        { name: "file", in: "path", required: true, schema: { type: "string", pattern: "^cal_[A-Za-z0-9_-]{43}\\.ics$" } },
      ],
      responses: {
        "200": { description: "RFC 5545 calendar", content: { "text/calendar": { schema: { type: "string" } } } },
        "404": problemResponse("Unknown or revoked address"),
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Simmer API",
      version: "1.0.0",
      description:
        "Your recipes, saved recipes, cookbooks, meal plan and shopping list, with the same rules as the pages. " +
        "Send a personal access token from Settings → API as `Authorization: Bearer smr_…`. " +
        `${rateLimitSentence()} Lists are paged with \`cursor\` (send back \`nextCursor\`). ` +
        "Reads answer an ETag (send If-None-Match); a write to a recipe, a cookbook, a planned meal, a shopping-list item or your rating takes If-Match with the ETag its GET gave and answers 412 when it changed since. " +
        "POST honours Idempotency-Key for a day.",
    },
    servers: [{ url: `${origin}/api/v1` }],
    webhooks: Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, webhookOperation(event)])),
    security: [{ bearerToken: [] }],
    paths,
    components: {
      securitySchemes: { bearerToken: { type: "http", scheme: "bearer", description: "A personal access token (smr_…)" } },
      schemas: { Problem: PROBLEM },
    },
  };
}
