/**
 * API errors as RFC 9457 problem details: the status, its title, and the same sentence the pages show
 * (`detail`). A refused form field is named in `errors`.
 */
export interface Problem {
  type: "about:blank";
  title: string;
  status: number;
  detail: string;
  errors?: { path: string; message: string }[];
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  412: "Precondition Failed",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  428: "Precondition Required",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function problemOf(status: number, detail: string, errors?: Problem["errors"]): Problem {
  return { type: "about:blank", title: TITLES[status] ?? "Error", status, detail, ...(errors?.length ? { errors } : {}) };
}

export const API_MESSAGES = {
  unauthorized: "Send a valid API token as `Authorization: Bearer smr_…`. Make one in Settings → API.",
  readOnly: "This token may only read. Make a read-and-write token in Settings → API.",
  notFound: "There is nothing at this address in the API.",
  methodNotAllowed: "This address does not take that method.",
  invalidJson: "The request body must be a JSON object.",
  invalidCursor: "The cursor is not one this API gave out.",
  stale: "It changed since you read it: read it again, then send your change.",
  idempotencyReused: "This Idempotency-Key was already used for a different request.",
  idempotencyRunning: "A request with this Idempotency-Key is still being answered.",
  idempotencyKey: "An Idempotency-Key is 1 to 200 visible characters.",
  tooMany: "Too many requests for this token. Wait a moment and try again.",
  failed: "Something went wrong on our side. Please try again.",
} as const;
