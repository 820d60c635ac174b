/**
 * The address put in links that leave the page (e-mails, the share button): `PUBLIC_URL` when it is
 * set. Without it, the address the request came to, so a newcomer running Simmer on another port
 * gets reset links that work, but only when that Host is one the server is configured to answer:
 * loopback (localhost, 127.0.0.1, [::1]) on its own `PORT`, or a host listed in `ALLOWED_HOSTS`.
 * Any other Host (a forged header: Host header injection) gets the default address, and the log
 * says once that `PUBLIC_URL` should be set. X-Forwarded-Host is never read.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "../env.server";

export interface LinkOriginConfig {
  /** PUBLIC_URL as configured; undefined when it is not set. */
  publicUrl: string | undefined;
  /** The address used when the request's own cannot be (PUBLIC_URL's default). */
  fallback: string;
  port: number;
  /** ALLOWED_HOSTS: "host" (any port) or "host:port". */
  allowedHosts: readonly string[];
}

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing else. */
const HOST_SHAPE = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

let warned = false;

/** Tests: the next refused Host logs again. */
export function forgetLinkOriginWarning(): void {
  warned = false;
}

function isAllowed(host: string, config: LinkOriginConfig): boolean {
  const shape = HOST_SHAPE.exec(host);
  if (!shape) return false;
  const name = shape[1] === undefined ? host : host.slice(0, -(shape[1].length + 1));
  const port = shape[1] === undefined ? null : Number(shape[1]);
  if (LOOPBACK.includes(name) && port === config.port) return true;
  return config.allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed.includes(":") && !allowed.startsWith("[") ? allowed === host : allowed === name;
  });
}

/** The origin for links made while answering `request` (see the file's note). */
export function linkOrigin(request: Request, config: LinkOriginConfig = linkOriginConfig()): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const url = new URL(request.url);
  const host = (request.headers.get("host") ?? url.host).trim().toLowerCase();
  if (isAllowed(host, config)) {
    const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0].trim();
    const protocol = forwarded === "https" || url.protocol === "https:" ? "https" : "http";
    return `${protocol}://${host}`;
  }
  if (!warned) {
    warned = true;
    console.warn(
      `[simmer] PUBLIC_URL is not set and a request came to a host this server is not configured to answer (${JSON.stringify(host.slice(0, 100))}): links in e-mails use ${config.fallback}. Set PUBLIC_URL to the site's address (or list the host in ALLOWED_HOSTS).`,
    );
  }
  return new URL(config.fallback).origin;
}

export function linkOriginConfig(source: Record<string, string | undefined> = process.env): LinkOriginConfig {
  const config = env();
  return {
    publicUrl: source.PUBLIC_URL?.trim() ? config.PUBLIC_URL : undefined,
    fallback: config.PUBLIC_URL,
    port: config.PORT,
    allowedHosts: config.ALLOWED_HOSTS,
  };
}

const store = new AsyncLocalStorage<string>();

/** Runs `work` (which may send mail, now or in the background) with links pointing at `origin`. */
export function runWithLinkOrigin<T>(origin: string, work: () => Promise<T>): Promise<T> {
  return store.run(origin, work);
}

/** The origin set by `runWithLinkOrigin` for the work under way, or null outside one. */
export function currentLinkOrigin(): string | null {
  return store.getStore() ?? null;
}
