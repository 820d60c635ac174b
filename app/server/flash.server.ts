/** One-time messages carried across a redirect (for example "Welcome back!" after signing in). */
import { createCookie } from "react-router";
import type { ToastType } from "~/components/ui/toast-store";
import { env } from "./env.server";

export interface Flash {
  id: string;
  message: string;
  type: ToastType;
}

const flashCookie = createCookie("simmer.flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export async function flashHeader(message: string, type: ToastType = "success"): Promise<string> {
  const flash: Flash = { id: Math.random().toString(36).slice(2), message, type };
  return flashCookie.serialize(flash, { secure: new URL(env().PUBLIC_URL).protocol === "https:" });
}

/** Reads the pending message, if any, and the header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const value = (await flashCookie.parse(request.headers.get("cookie"))) as Flash | null;
  if (!value || typeof value.message !== "string") return { flash: null, clear: null };
  return { flash: value, clear: await flashCookie.serialize("", { maxAge: 0 }) };
}
