import { PageHeader, pageMeta, Prose } from "~/components/layout/page-header";
import { API_ENDPOINTS, rateLimitSentence } from "~/server/api/endpoints.server";
import { openApiDocument } from "~/server/api/openapi.server";
import { apiReference } from "~/server/api/reference.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import type { Route } from "./+types/api.docs";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "API documentation",
    "Simmer's REST API: personal access tokens, recipes, cookbooks, the meal plan and the shopping list.",
  );

/** The API's reference, read off the same OpenAPI document /api/v1/openapi.json serves. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = linkOrigin(request);
  return {
    base: `${origin}/api/v1`,
    rateLimit: rateLimitSentence(),
    groups: apiReference(openApiDocument(API_ENDPOINTS, origin)),
  };
}

const METHOD_COLORS: Record<string, string> = {
  GET: "bg-accent-green-light text-warm-900",
  POST: "bg-accent-orange-light text-warm-900",
  PUT: "bg-warm-200 text-warm-900",
  PATCH: "bg-warm-200 text-warm-900",
  DELETE: "bg-accent-red-light text-accent-red",
};

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { base, rateLimit, groups } = loaderData;
  return (
    <main id="main">
      <PageHeader
        eyebrow="Developers"
        title="Simmer API"
        lead="Your recipes, cookbooks, meal plan and shopping list, for apps and scripts."
      />
      <Prose>
        <h2>Getting started</h2>
        <p>
          Make a token in <a href="/app/settings?tab=api">Settings → API</a> and send it with every request as{" "}
          <code>Authorization: Bearer smr_…</code>. The API lives at <code className="break-all">{base}</code> and answers JSON. A
          token acts as you: your plan, your household and your recipes, with the same rules as the pages. A read-only token
          cannot change anything.
        </p>
        <pre className="bg-warm-100 text-warm-900 mt-4 rounded-xl p-4 text-sm break-all whitespace-pre-wrap">
          <code>{`curl -H "Authorization: Bearer smr_…" "${base}/meal-plan"`}</code>
        </pre>
        <p>
          To try it from your browser, open the <a href="/api/docs/explorer">interactive explorer</a> (Swagger UI), press{" "}
          <strong>Authorize</strong> and paste your token.
        </p>
        <h2>Conventions</h2>
        <ul>
          <li>{rateLimit}</li>
          <li>
            Lists come 24 at a time with <code>nextCursor</code>; send it back as <code>?cursor=</code> for the next page.
          </li>
          <li>
            Reads answer an <code>ETag</code>; send it as <code>If-None-Match</code> to get 304 when nothing changed. A write to a
            recipe, a cookbook, a planned meal, a shopping-list item or your rating takes <code>If-Match</code> with the ETag its
            GET gave, and answers 412 when someone changed it since you read it.
          </li>
          <li>
            A <code>POST</code> with an <code>Idempotency-Key</code> header is done once: sending it again within a day gives the
            first answer.
          </li>
          <li>
            Errors are <code>application/problem+json</code> (RFC 9457): <code>detail</code> is the sentence the page would show,
            and <code>errors</code> names each field that breaks a rule.
          </li>
        </ul>
        <h2>Webhooks</h2>
        <p>
          On the Ultimate plan, Settings → API sends a <code>POST</code> to your https:// address when your meal plan or shopping
          list changes or you create a recipe: <code>{"{ id, event, createdAt, data }"}</code> with the headers{" "}
          <code>Simmer-Event</code>, <code>Simmer-Delivery</code> and <code>Simmer-Signature: t=…,v1=…</code>. Check it: compute
          HMAC-SHA256 of <code>{"<t>.<body>"}</code> with the webhook&apos;s secret, compare it with <code>v1</code>, and refuse a{" "}
          <code>t</code> more than 5 minutes old. Answer 2xx within 10 seconds; anything else is tried again for a day. Then read
          what changed through the API.
        </p>
        <p>
          The machine-readable description is the OpenAPI 3.1 document at{" "}
          <a href="/api/v1/openapi.json" className="break-all">
            {base}/openapi.json
          </a>
          : point a client generator or an API explorer at it. Below, fields marked * are required.
        </p>
      </Prose>
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16">
        {groups.map((group) => (
          <section key={group.tag} aria-labelledby={`tag-${group.tag}`} className="space-y-4">
            <h2 id={`tag-${group.tag}`} className="text-warm-900 text-2xl font-bold">
              {group.tag}
            </h2>
            {group.operations.map((op) => (
              <article key={op.id} id={op.id} className="ring-warm-200 rounded-2xl bg-white p-4 ring-1">
                <h3 className="text-warm-900 flex flex-wrap items-center gap-2 font-mono text-sm font-semibold">
                  <span className={`rounded-md px-2 py-0.5 ${METHOD_COLORS[op.method] ?? ""}`}>{op.method}</span>
                  <span className="break-all">{op.path}</span>
                </h3>
                <p className="text-warm-800 mt-2">{op.summary}</p>
                {!op.token && <p className="text-warm-700 mt-1 text-sm">No token: the address itself is the secret.</p>}
                {op.fields.length > 0 && (
                  <table className="mt-3 w-full text-left text-sm">
                    <caption className="sr-only">Parameters of {op.id}</caption>
                    <thead>
                      <tr className="text-warm-700">
                        <th scope="col" className="py-1 pr-3 font-semibold">
                          Name
                        </th>
                        <th scope="col" className="py-1 pr-3 font-semibold">
                          In
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          Type
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {op.fields.map((field) => (
                        <tr key={`${field.where}-${field.name}`} className="border-warm-100 text-warm-900 border-t align-top">
                          <td className="py-1 pr-3 font-mono">
                            {field.name}
                            {field.required ? " *" : ""}
                          </td>
                          <td className="py-1 pr-3">{field.where}</td>
                          <td className="py-1 break-words">{field.type}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <p className="text-warm-700 mt-2 text-sm">Answers: {op.answers.join(", ")}</p>
              </article>
            ))}
          </section>
        ))}
      </div>
    </main>
  );
}
