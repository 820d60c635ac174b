import { KEEP_REQUEST_HEADER } from "~/domain/offline/offline-rules";

/**
 * Whether the service worker asked for this page to keep it for offline use (issue 31), not the
 * cook to read it now: such a request leaves no trace of a visit (recently viewed, the dashboard's
 * first visit, the one-time message).
 */
export function isKeepRequest(request: Request): boolean {
  return request.headers.has(KEEP_REQUEST_HEADER);
}
