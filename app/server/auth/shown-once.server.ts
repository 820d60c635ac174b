/**
 * Secrets shown once and kept only as a hash: invitation links, API tokens, calendar addresses.
 * 256 random bits (base64url, 43 characters) behind an optional prefix; the database keeps the
 * SHA-256, so a leaked table opens nothing.
 */
import { createHash, randomBytes } from "node:crypto";

export function newSecret(prefix = ""): string {
  return prefix + randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
