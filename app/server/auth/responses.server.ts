/** Helpers for turning Better Auth answers into React Router responses. */
import { isAPIError } from "better-auth/api";
import { redirect } from "react-router";

/**
 * Runs a Better Auth call made with `asResponse: true` and answers a Response even when a hook
 * refused it (hooks throw their APIError past `asResponse`).
 */
export async function authResponse(call: Promise<Response>): Promise<Response> {
  try {
    return await call;
  } catch (error) {
    if (isAPIError(error)) return Response.json(error.body ?? {}, { status: error.statusCode });
    throw error;
  }
}

/** The Set-Cookie headers of a Better Auth response, ready to pass on. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Redirect carrying the auth cookies and any extra headers (a flash message). */
export function redirectWith(to: string, authResponse: Response | null, ...extraCookies: string[]): Response {
  const headers = authResponse ? cookiesOf(authResponse) : new Headers();
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/** The error code of a failed Better Auth response ("USER_ALREADY_EXISTS", …), if any. */
export async function errorCodeOf(response: Response): Promise<string | null> {
  if (response.ok) return null;
  try {
    const body = (await response.clone().json()) as { code?: string };
    return body.code ?? `HTTP_${response.status}`;
  } catch {
    return `HTTP_${response.status}`;
  }
}
