/**
 * Text files of an upload in whatever encoding the other app wrote them: UTF-8 with or without a
 * byte-order mark, UTF-16 (with a mark, or without one when every other byte is zero), and
 * Windows-1252 when the bytes are not valid UTF-8 (older Windows exports).
 */
import { gunzipSync } from "fflate";

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const utf16 = utf16WithoutMark(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** UTF-16 text of mostly ASCII characters has a zero in every other byte. */
function utf16WithoutMark(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 512);
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return "utf-16le";
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return "utf-16be";
  return null;
}

/** Parses JSON text of any of the encodings above; null when it is not JSON. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decodeText(bytes)) as unknown;
  } catch {
    return null;
  }
}

export class TooLargeError extends Error {}

/** The most a gzipped file of an upload may unpack to (one recipe with its photo). */
export const MAX_GUNZIPPED_BYTES = 64 * 1024 * 1024;

/**
 * Gunzips, refusing (TooLargeError) a file whose trailer claims more than `maxBytes`. fflate sizes
 * its output by that claim and never grows it, so a file that lies about its size is cut short,
 * never a bomb.
 */
export function gunzipLimited(bytes: Uint8Array, maxBytes = MAX_GUNZIPPED_BYTES): Uint8Array {
  const n = bytes.length;
  if (n < 18) throw new Error("not a gzip file");
  const claimed = (bytes[n - 4]! | (bytes[n - 3]! << 8) | (bytes[n - 2]! << 16) | (bytes[n - 1]! << 24)) >>> 0;
  if (claimed > maxBytes) throw new TooLargeError("unpacks to more than the limit");
  return gunzipSync(bytes);
}
