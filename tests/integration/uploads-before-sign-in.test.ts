/**
 * Nobody's body is read before we know who sent it: a signed-out or cross-site POST into the
 * signed-in area gets its answer (the sign-in redirect, or 403) from the middleware React Router runs
 * for it (the root's, then /app's), without a byte of its body being pulled. A signed-out 12 MB photo
 * upload used to be buffered, copied and parsed first.
 */
import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { middleware as rootMiddleware } from "~/root";
import { middleware as appMiddleware } from "~/routes/app-layout";
import { ORIGIN } from "../support/routes";

const MB = 1024 * 1024;

/** A body of `size` bytes that says how much of it anyone has read. */
function countedBody(size: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(97);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= size) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // Nothing is pulled until someone reads.
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function post(pathname: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  return new Request(new URL(pathname, ORIGIN), { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** Runs the middleware as React Router does, then `action`; answers what came out (returned or thrown). */
async function run(request: Request, chain: MiddlewareFunction<Response>[], action: () => Promise<Response>) {
  const context = new RouterContextProvider();
  const step = async (i: number): Promise<Response> => {
    const fn = chain[i];
    if (!fn) return action();
    const result = await fn({ request, context, params: {}, unstable_pattern: "" } as never, () => step(i + 1));
    return result instanceof Response ? result : step(i + 1);
  };
  try {
    return await step(0);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "type" in thrown && thrown.type === "DataWithResponseInit") {
      const { init } = thrown as unknown as { init: ResponseInit | null };
      return new Response(null, init ?? undefined);
    }
    throw thrown;
  }
}

const chain = [...rootMiddleware, ...appMiddleware] as MiddlewareFunction<Response>[];
const neverReached = () => Promise.reject(new Error("the action must not run"));

describe("bodies sent into the signed-in area before sign-in", () => {
  it("a signed-out 12 MB photo upload is sent to sign in without its body being read", async () => {
    const { stream, counter } = countedBody(12 * MB - 1024);
    const request = post("/app/photos", stream, {
      "Content-Type": "multipart/form-data; boundary=----simmer",
      "Content-Length": String(12 * MB - 1024),
      Origin: ORIGIN,
    });
    const answer = await run(request, chain, neverReached);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/app/photos")}`);
    expect(counter.pulled).toBe(0);
  });

  it("a signed-out form post to any /app action (a recipe, a cookbook) is answered the same way, unread", async () => {
    for (const pathname of ["/app/create-recipe", "/app/recipe/1/edit", "/app/cookbooks"]) {
      const { stream, counter } = countedBody(200 * 1024);
      const request = post(pathname, stream, { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN });
      const answer = await run(request, chain, neverReached);
      expect(answer.status, pathname).toBe(302);
      expect(answer.headers.get("Location"), pathname).toMatch(/^\/login\?redirectTo=/);
      expect(counter.pulled, pathname).toBe(0);
    }
  });

  it("a cross-site upload is refused with 403 before its body is read", async () => {
    const { stream, counter } = countedBody(12 * MB - 1024);
    const request = post("/app/photos", stream, {
      "Content-Type": "multipart/form-data; boundary=----simmer",
      Origin: "https://evil.example",
    });
    const answer = await run(request, chain, neverReached);
    expect(answer.status).toBe(403);
    expect(counter.pulled).toBe(0);
  });

  it("a signed-out post to a public form (sign-in) is still read and checked by the request guard", async () => {
    const { stream, counter } = countedBody(300 * 1024);
    const request = post("/login", stream, { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN });
    const answer = await run(request, rootMiddleware as MiddlewareFunction<Response>[], neverReached);
    expect(answer.status).toBe(413);
    expect(counter.pulled).toBeGreaterThan(0);
  });
});
