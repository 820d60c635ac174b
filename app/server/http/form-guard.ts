/**
 * Checks a request before any route reads it: query values, the content type of a body, the body's
 * size while it is read, and the fields of a form. Every refusal is a 4xx with a message; nothing
 * malformed reaches a loader, an action, Conform or the database.
 */
import { bodyLimitFor, isUploadPath, REQUEST_LIMITS, TOO_LARGE_MESSAGE, type RequestLimits } from "./request-limits";

export interface Refusal {
  status: 400 | 413 | 415;
  message: string;
}

export const GUARD_MESSAGES = {
  nul: "The request contains a character that is not allowed.",
  contentType: "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.",
  unreadable: "The form could not be read.",
  tooManyFields: "The form has too many fields.",
  fieldName: "The form has a field name that is not allowed.",
  tooLarge: TOO_LARGE_MESSAGE,
} as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export function isFormContentType(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type !== undefined && FORM_TYPES.includes(type);
}

/** Integrations that speak JSON: Better Auth's own endpoints, Stripe's webhook and the API; every other route takes forms only. */
const JSON_PATHS = ["/api/auth/", "/api/billing/stripe-webhook", "/api/v1/"];

function takesJson(pathname: string): boolean {
  return JSON_PATHS.some((path) => pathname.startsWith(path));
}

export function checkUrl(url: URL): Refusal | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return { status: 400, message: GUARD_MESSAGES.unreadable };
  }
  if (path.includes("\0")) return { status: 400, message: GUARD_MESSAGES.nul };
  for (const [name, value] of url.searchParams) {
    if (name.includes("\0") || value.includes("\0")) return { status: 400, message: GUARD_MESSAGES.nul };
  }
  return null;
}

/** Nesting levels Conform would read from a name: `a`, `a.b`, `a[0]` … */
function nameDepth(name: string): number {
  let depth = 1;
  for (const ch of name) if (ch === "[" || ch === ".") depth++;
  return depth;
}

export function checkFields(
  entries: Iterable<[string, FormDataEntryValue]>,
  limits: RequestLimits = REQUEST_LIMITS,
): Refusal | null {
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > limits.maxFields) return { status: 413, message: GUARD_MESSAGES.tooManyFields };
    if (name.length > limits.maxFieldNameLength || nameDepth(name) > limits.maxFieldNameDepth) {
      return { status: 400, message: GUARD_MESSAGES.fieldName };
    }
    const text = typeof value === "string" ? value : value.name;
    if (name.includes("\0") || text.includes("\0")) return { status: 400, message: GUARD_MESSAGES.nul };
  }
  return null;
}

/** Reads a body up to `limit` bytes; null when it is longer (reading stops there). */
export async function readBounded(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a cloned body settles only once the other is cancelled too.
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * What can be checked without reading a byte of the body: the URL, and the content type of a body.
 * Runs first, before the session is looked up.
 */
export function checkHead(request: Request): Refusal | null {
  const url = new URL(request.url);
  const urlProblem = checkUrl(url);
  if (urlProblem) return urlProblem;
  if (request.method === "GET" || request.method === "HEAD") return null;
  if (!takesJson(url.pathname) && !isFormContentType(request.headers.get("content-type"))) {
    return { status: 415, message: GUARD_MESSAGES.contentType };
  }
  return null;
}

/** Reads a form body up to `limit` bytes and checks its fields: the form, or why it is refused. */
export async function readCheckedForm(
  request: Request,
  limit: number,
  limits: RequestLimits = REQUEST_LIMITS,
): Promise<FormData | Refusal> {
  const bytes = await readBounded(request.body, limit).catch(() => undefined);
  if (bytes === undefined) return { status: 400, message: GUARD_MESSAGES.unreadable };
  if (bytes === null) return { status: 413, message: GUARD_MESSAGES.tooLarge };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return { status: 400, message: GUARD_MESSAGES.unreadable };
  }
  return checkFields(form, limits) ?? form;
}

/**
 * Checks a body: read from a clone (the route reads the original, already buffered by then), at most
 * the path's limit. Runs once the session is known, so a body sent into the signed-in area before
 * sign-in is never read. Upload paths are not read here: their route reads its own body (streamed,
 * once it has an upload slot), with the same limits (`readCheckedForm`).
 */
export async function checkBody(request: Request, limits: RequestLimits = REQUEST_LIMITS): Promise<Refusal | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const url = new URL(request.url);
  if (isUploadPath(url.pathname, limits)) return null;
  const limit = bodyLimitFor(url.pathname, limits);
  if (takesJson(url.pathname)) {
    const bytes = await readBounded(request.clone().body, limit).catch(() => undefined);
    if (bytes === undefined) return { status: 400, message: GUARD_MESSAGES.unreadable };
    return bytes === null ? { status: 413, message: GUARD_MESSAGES.tooLarge } : null;
  }
  const form = await readCheckedForm(request.clone(), limit, limits);
  return form instanceof FormData ? null : form;
}

/** The whole check for one request (head, then body). */
export async function checkRequest(request: Request, limits: RequestLimits = REQUEST_LIMITS): Promise<Refusal | null> {
  return checkHead(request) ?? (await checkBody(request, limits));
}
