/**
 * Answers of routes that are files or actions, not pages, for someone who opens their address:
 * a short plain-text refusal rather than a bare JSON string (`throw data("Not found")` answered
 * `"Not found"` as application/json).
 */
export function plainNotFound(message = "Not found"): Response {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Whether the request is a person opening the address (the address bar, a link, a bookmark). */
export function isNavigation(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}
