/**
 * React Router's Node entry, as generated, plus the Content-Security-Policy nonce: server.ts makes
 * one per request and puts it in the CSP header; React Router's inline scripts (and <Scripts>,
 * <ScrollRestoration>, which read it from ServerRouter) carry it, so nothing inline runs without it;
 * and `handleError`, which logs a client's mistake in one line and a server fault with its stack.
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { logRequestError } from "./server/http/error-log";
import { FlushBatches } from "./server/http/flush-batches";
import { cspNonce } from "./server/security.server";

export const streamTimeout = 5_000;

/** React Router's errors: one line for a client's mistake (4xx), the stack only for a server fault. */
export const handleError: HandleErrorFunction = (error, { request }) => logRequestError(error, request);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = cspNonce(request);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        // One chunk per batch React flushes, not one per 4 KB piece (see flush-batches.ts).
        const body = new FlushBatches({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log those streamed after it.
        if (shellRendered) console.error(error);
      },
    });
  });
}
