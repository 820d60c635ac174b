/**
 * File names for downloads: an ASCII `filename` every client understands and an RFC 6266/5987
 * `filename*` that keeps the real (Unicode) name for the clients that read it.
 */

const MAX_BASE_LENGTH = 80;

/** Characters no file system or header may carry: path separators, controls, quotes, reserved punctuation. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f"*/:<>?\\|]+/g;

/** The name with unsafe characters replaced and runs of space collapsed; `fallback` when nothing is left. */
export function safeFileBase(name: string, fallback: string): string {
  const cleaned = name.normalize("NFC").replace(UNSAFE, " ").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  const cut = Array.from(cleaned).slice(0, MAX_BASE_LENGTH).join("").trim();
  return cut === "" ? fallback : cut;
}

/** The ASCII-only form: accents dropped ("Crème brûlée" → "Creme brulee"), anything else as "_". */
export function asciiFileBase(name: string, fallback: string): string {
  const ascii = safeFileBase(name, fallback)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/[%;,]/g, "_")
    .replace(/_+/g, "_")
    .trim();
  return /[A-Za-z0-9]/.test(ascii) ? ascii : fallback;
}

/** RFC 5987 value characters: everything else is percent-encoded as UTF-8. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a download called `name` + `.ext`. */
export function attachmentDisposition(name: string, ext: string, fallback = "download"): string {
  const full = `${safeFileBase(name, fallback)}.${ext}`;
  const ascii = `${asciiFileBase(name, fallback)}.${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(full)}`;
}

/**
 * The file name a `Content-Disposition` header names (its UTF-8 `filename*`, else `filename`), made
 * safe again; null when it names none. For a download fetched by script and saved through a link.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return safeFileBase(decodeURIComponent(extended.trim()), "") || null;
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  return plain ? safeFileBase(plain, "") || null : null;
}
