/**
 * Settings → API: personal access tokens for the API (made with a name, a scope and an expiry; the
 * secret shown once; listed and revoked), and the private calendar address of the meal plan. Plain
 * forms posting to the settings page, the same with and without JavaScript.
 */
import { ReplyBanner } from "~/components/ui/reply-banner";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import {
  API_SCOPE_LABELS,
  API_SCOPES,
  API_TOKEN_EXPIRIES,
  API_TOKEN_EXPIRY_LABELS,
  API_TOKEN_NAME_MAX,
  type ApiScope,
} from "~/domain/api/api-token";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEvent } from "~/domain/api/webhooks";

export const API_INTENTS = [
  "api-token-create",
  "api-token-revoke",
  "calendar-create",
  "calendar-revoke",
  "webhook-create",
  "webhook-delete",
] as const;
export type ApiIntent = (typeof API_INTENTS)[number];

export interface ApiTabData {
  tokens: {
    id: string;
    name: string;
    hint: string;
    scope: ApiScope;
    createdAt: string;
    expiresAt: string | null;
    lastUsedAt: string | null;
    usable: boolean;
  }[];
  calendar: { createdAt: string; lastReadAt: string | null } | null;
  apiBase: string;
  /** Null when the cook's plan has no webhooks. */
  webhooks:
    | {
        id: string;
        url: string;
        events: WebhookEvent[];
        deliveries: {
          id: string;
          event: WebhookEvent;
          createdAt: string;
          state: string;
          lastStatus: number | null;
          lastError: string | null;
        }[];
      }[]
    | null;
}

export interface ApiReply {
  ok: boolean;
  intent: ApiIntent;
  message: string;
  /** A new token, or a new calendar address: shown once. */
  secret?: string;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const SECRET_LABELS: Record<ApiIntent, string> = {
  "api-token-create": "Your new token",
  "api-token-revoke": "",
  "calendar-create": "Calendar address",
  "calendar-revoke": "",
  "webhook-create": "Signing secret",
  "webhook-delete": "",
};

function Banner({ reply }: { reply: ApiReply }) {
  const secret = reply.secret ? { label: SECRET_LABELS[reply.intent], value: reply.secret } : null;
  return <ReplyBanner ok={reply.ok} message={reply.message} secret={secret} />;
}

function TokenForm() {
  return (
    <Form method="post" className="bg-warm-50 ring-warm-200 grid gap-4 rounded-2xl p-4 ring-1 sm:grid-cols-2">
      <input type="hidden" name="intent" value="api-token-create" />
      <div className="sm:col-span-2">
        <label htmlFor="token-name" className="text-warm-900 block font-semibold">
          Token name
        </label>
        <input
          id="token-name"
          name="name"
          required
          maxLength={API_TOKEN_NAME_MAX}
          placeholder="Home Assistant"
          className={`${inputClass} mt-1`}
        />
      </div>
      <div>
        <label htmlFor="token-scope" className="text-warm-900 block font-semibold">
          May
        </label>
        <select id="token-scope" name="scope" defaultValue="read" className={`${inputClass} mt-1`}>
          {API_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {API_SCOPE_LABELS[scope]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="token-expiry" className="text-warm-900 block font-semibold">
          Expires after
        </label>
        <select id="token-expiry" name="expiresIn" defaultValue="90" className={`${inputClass} mt-1`}>
          {API_TOKEN_EXPIRIES.map((expiry) => (
            <option key={expiry} value={expiry}>
              {API_TOKEN_EXPIRY_LABELS[expiry]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" size="md">
          Create token
        </Button>
      </div>
    </Form>
  );
}

function TokenList({ tokens }: { tokens: ApiTabData["tokens"] }) {
  if (tokens.length === 0) return <p className="text-warm-700">You have no tokens yet.</p>;
  return (
    <ul className="divide-warm-200 ring-warm-200 divide-y rounded-2xl ring-1" aria-label="Your tokens">
      {tokens.map((token) => (
        <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="text-warm-900 font-semibold break-words">{token.name}</p>
            <p className="text-warm-700 text-sm">
              <span className="font-mono">{token.hint}</span> · {API_SCOPE_LABELS[token.scope]} · made {day(token.createdAt)} ·{" "}
              {token.usable ? (token.expiresAt ? `expires ${day(token.expiresAt)}` : "never expires") : "expired"} ·{" "}
              {token.lastUsedAt ? `last used ${day(token.lastUsedAt)}` : "never used"}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="api-token-revoke" />
            <input type="hidden" name="tokenId" value={token.id} />
            <Button type="submit" variant="danger" size="sm" aria-label={`Revoke ${token.name}`}>
              Revoke
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function CalendarFeed({ calendar }: { calendar: ApiTabData["calendar"] }) {
  return (
    <section aria-labelledby="calendar-heading" className="space-y-3">
      <h3 id="calendar-heading" className="text-warm-900 text-xl font-bold">
        Meal plan in your calendar
      </h3>
      <p className="text-warm-700">
        A private address Google Calendar, Apple Calendar or Thunderbird can subscribe to: each planned meal appears on its day
        (your household&apos;s plan while you are in one). Anyone with the address can read your plan, so keep it to yourself.
      </p>
      {calendar ? (
        <p className="text-warm-800 text-sm">
          Your address was made {day(calendar.createdAt)}
          {calendar.lastReadAt ? ` and last read ${day(calendar.lastReadAt)}` : " and has not been read yet"}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="calendar-create" />
          <Button type="submit" variant="secondary" size="sm">
            {calendar ? "Make a new address" : "Make a calendar address"}
          </Button>
        </Form>
        {calendar && (
          <Form method="post">
            <input type="hidden" name="intent" value="calendar-revoke" />
            <Button type="submit" variant="danger" size="sm">
              Revoke the address
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}

export function ApiTab({ data, reply }: { data: ApiTabData; reply?: ApiReply }) {
  return (
    <section aria-labelledby="api-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="api-heading" className="text-warm-900 text-2xl font-bold">
          API access
        </h2>
        <p className="text-warm-700">
          Tokens let apps and scripts (a Home Assistant dashboard, a phone shortcut) read and change your recipes, meal plan and
          shopping list through Simmer&apos;s API at <span className="font-mono break-all">{data.apiBase}</span>, with the same
          rules as these pages. Read the{" "}
          <Link to="/api/docs" className="text-accent-orange font-semibold underline" reloadDocument>
            API documentation
          </Link>
          .
        </p>
      </div>
      {reply && <Banner reply={reply} />}
      <TokenForm />
      <TokenList tokens={data.tokens} />
      <CalendarFeed calendar={data.calendar} />
      <Webhooks hooks={data.webhooks} />
    </section>
  );
}

const DELIVERY_STATES: Record<string, string> = { delivered: "Delivered", retrying: "Trying again", failed: "Gave up" };

function Webhooks({ hooks }: { hooks: ApiTabData["webhooks"] }) {
  return (
    <section aria-labelledby="webhooks-heading" className="space-y-3">
      <h3 id="webhooks-heading" className="text-warm-900 text-xl font-bold">
        Webhooks
      </h3>
      <p className="text-warm-700">
        Simmer tells an https:// address of yours when your meal plan or shopping list changes, or when you create a recipe. Each
        request is signed with the webhook&apos;s secret (the <code>Simmer-Signature</code> header; see the API documentation) and
        tried again for a day if your address does not answer.
      </p>
      {hooks === null ? (
        <p className="bg-warm-50 ring-warm-200 text-warm-800 rounded-2xl p-4 ring-1">
          {WEBHOOK_MESSAGES.plan}{" "}
          <Link to="/pricing" className="text-accent-orange font-semibold underline">
            See plans
          </Link>
        </p>
      ) : (
        <>
          <Form method="post" className="bg-warm-50 ring-warm-200 space-y-4 rounded-2xl p-4 ring-1">
            <input type="hidden" name="intent" value="webhook-create" />
            <div>
              <label htmlFor="webhook-url" className="text-warm-900 block font-semibold">
                Address
              </label>
              <input
                id="webhook-url"
                name="url"
                type="url"
                required
                placeholder="https://home.example.com/api/webhook/simmer"
                className={`${inputClass} mt-1`}
              />
            </div>
            <fieldset>
              <legend className="text-warm-900 font-semibold">Send when</legend>
              <div className="mt-2 space-y-2">
                {WEBHOOK_EVENTS.map((event) => (
                  <label key={event} className="text-warm-800 flex items-center gap-2">
                    <input type="checkbox" name="events" value={event} defaultChecked className="h-4 w-4" />
                    {WEBHOOK_EVENT_LABELS[event]}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" variant="secondary" size="sm">
              Add webhook
            </Button>
          </Form>
          {hooks.length > 0 && (
            <ul className="divide-warm-200 ring-warm-200 divide-y rounded-2xl ring-1" aria-label="Your webhooks">
              {hooks.map((hook) => (
                <li key={hook.id} className="space-y-2 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="min-w-0">
                      <p className="text-warm-900 font-mono text-sm break-all">{hook.url}</p>
                      <p className="text-warm-700 text-sm">{hook.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(" · ")}</p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="intent" value="webhook-delete" />
                      <input type="hidden" name="webhookId" value={hook.id} />
                      <Button type="submit" variant="danger" size="sm" aria-label={`Delete the webhook to ${hook.url}`}>
                        Delete
                      </Button>
                    </Form>
                  </div>
                  {hook.deliveries.length === 0 ? (
                    <p className="text-warm-700 text-sm">Nothing sent yet.</p>
                  ) : (
                    <ul className="text-warm-800 space-y-1 text-sm" aria-label={`Latest deliveries to ${hook.url}`}>
                      {hook.deliveries.map((d) => (
                        <li key={d.id}>
                          {WEBHOOK_EVENT_LABELS[d.event]}, {day(d.createdAt)}: {DELIVERY_STATES[d.state] ?? d.state}
                          {d.lastStatus !== null ? ` (HTTP ${d.lastStatus})` : ""}
                          {d.state !== "delivered" && d.lastError ? `: ${d.lastError}` : ""}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
