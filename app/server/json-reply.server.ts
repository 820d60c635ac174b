/** A JSON answer for the action routes the browser calls with fetch. */
export function jsonReply(body: { ok: boolean; message?: string; [key: string]: unknown }, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
