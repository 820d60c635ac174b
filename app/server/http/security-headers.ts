/**
 * Security headers on every response, set by helmet: a Content-Security-Policy that allows only
 * what Simmer loads (its own scripts, styles, images and fetches; inline scripts only with this
 * request's nonce), no framing, no MIME sniffing, a strict referrer policy, HSTS when the site is
 * served over https, and a Permissions-Policy (helmet has none) that gives the microphone and the
 * screen wake lock to the site itself (cook mode) and every other powerful feature to no one.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { CSP_NONCE_HEADER } from "../security.server";

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** Vite's dev server injects styles and talks to its client over a WebSocket. */
  development: boolean;
  /** Origins a sign-in form may be redirected to (configured social providers). */
  formTargets: string[];
}

/** Features a page of Simmer may use, and who may use them; every one not listed is off too. */
const PERMISSIONS: Record<string, string> = {
  microphone: "(self)",
  "screen-wake-lock": "(self)",
  camera: "()",
  geolocation: "()",
  payment: "()",
  usb: "()",
  serial: "()",
  bluetooth: "()",
  hid: "()",
  midi: "()",
  magnetometer: "()",
  gyroscope: "()",
  accelerometer: "()",
  "display-capture": "()",
  "browsing-topics": "()",
};

export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allow]) => `${feature}=${allow}`)
  .join(", ");

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A fresh nonce: 16 bytes from the system's secure random source, base64url. The bytes are drawn
 * for 256 nonces at a time (one system call instead of one per page), and none is used twice.
 */
export function newNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  const nonce = pool.toString("base64url", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/** The nonce of this response, made by `securityHeaders` before anything is rendered. */
export function responseNonce(res: Response): string | undefined {
  return typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined;
}

export function securityHeaders(options: SecurityHeaderOptions) {
  const https = new URL(options.publicUrl).protocol === "https:";
  const dev = options.development;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${responseNonce(res as Response)}'`],
        scriptSrcAttr: ["'none'"],
        // Styles may be inline (scripts may not): React's `style` props, the <style> Radix dialogs add
        // to lock scrolling, and Vite's injected styles in development.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Recipes may name a photo on another site (the recipe form's image URL): https only, so
        // pages stay free of mixed content; a photo that does not load shows the generated cover.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...options.formTargets],
        frameAncestors: ["'none'"],
        frameSrc: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });

  return [
    (req: Request, res: Response, next: NextFunction) => {
      const nonce = newNonce();
      res.locals.cspNonce = nonce;
      req.headers[CSP_NONCE_HEADER] = nonce;
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
    headers,
  ];
}

/**
 * The same headers for an answer Node's HTTP server writes straight to the socket (a malformed
 * request, headers over the limit, a request too slow), where there is no request or response
 * object: what `securityHeaders` sets, with a Content-Security-Policy that allows nothing (such an
 * answer is a status line and no page). Worked out once, at start-up.
 */
export function socketAnswerHeaders(options: SecurityHeaderOptions): [string, string][] {
  const collected = new Map<string, [string, string]>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader(name: string, value: string | number | readonly string[]) {
      collected.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(", ") : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      collected.delete(name.toLowerCase());
    },
    getHeader: (name: string) => collected.get(name.toLowerCase())?.[1],
  };
  const req = { method: "GET", url: "/", headers: {} as Record<string, string> };
  for (const middleware of securityHeaders(options))
    middleware(req as unknown as Request, res as unknown as Response, (error?: unknown) => {
      if (error) throw error;
    });
  collected.set("content-security-policy", ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"]);
  return [...collected.values()];
}
