/**
 * One-time messages carried across a redirect (for example "Welcome back!" after signing in). The
 * cookie is signed with a key derived from the auth secret, so a message nobody at Simmer wrote
 * (a hand-made or altered cookie) is never shown.
 */
import { createHmac } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import type { ToastType } from "~/components/ui/toast-store";
import { resolveSecret } from "./auth/secret.server";
import { isKeepRequest } from "./offline/keep-request.server";
import { env } from "./env.server";

export interface Flash {
  id: string;
  message: string;
  type: ToastType;
}

const TYPES: readonly string[] = ["success", "error", "info", "warning"];

let cookie: Cookie | undefined;

/** The cookie, signed with HMAC(AUTH_SECRET, "simmer.flash") rather than the auth secret itself. */
function flashCookie(): Cookie {
  if (!cookie) {
    const config = env();
    const key = createHmac("sha256", resolveSecret(config.AUTH_SECRET, config.DATA_DIR))
      .update("simmer.flash")
      .digest("base64url");
    cookie = createCookie("simmer.flash", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 60,
      secrets: [key],
      secure: new URL(config.PUBLIC_URL).protocol === "https:",
    });
  }
  return cookie;
}

export async function flashHeader(message: string, type: ToastType = "success"): Promise<string> {
  const flash: Flash = { id: Math.random().toString(36).slice(2), message, type };
  return flashCookie().serialize(flash);
}

function isFlash(value: unknown): value is Flash {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.message === "string" && typeof v.type === "string" && TYPES.includes(v.type);
}

/** Reads the pending message, if any, and the header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  // A page the service worker keeps for offline use is not the cook reading it (issue 31).
  if (isKeepRequest(request)) return { flash: null, clear: null };
  const header = request.headers.get("cookie");
  if (!header?.includes("simmer.flash=")) return { flash: null, clear: null };
  const value: unknown = await flashCookie().parse(header);
  if (!isFlash(value)) return { flash: null, clear: null };
  return { flash: value, clear: await flashCookie().serialize("", { maxAge: 0 }) };
}
