/**
 * A streaming multipart/form-data parser (RFC 7578): bytes in, events out, holding no more than a
 * part's head and a boundary's length of the body at a time. The upload route writes a file part to
 * disk as its bytes arrive instead of holding the whole body in memory. Pure: no I/O. Tested against
 * the platform's own FormData parser over randomly cut bodies (multipart.test.ts).
 */

export type MultipartEvent =
  | { type: "part"; name: string; filename: string | null; contentType: string | null }
  | { type: "data"; bytes: Uint8Array }
  | { type: "end-part" }
  | { type: "done" };

export class MultipartError extends Error {}

export interface MultipartParser {
  /** Takes the next piece of the body; answers what it completed. Throws MultipartError. */
  write(chunk: Uint8Array): MultipartEvent[];
  /** The body has ended: throws MultipartError unless the closing boundary was read. */
  end(): MultipartEvent[];
}

/** The boundary of a multipart/form-data content type (1–70 characters, RFC 2046), or null. */
export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || contentType.split(";")[0]?.trim().toLowerCase() !== "multipart/form-data") return null;
  const match = /;\s*boundary=(?:"([^"]*)"|([^\s;]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? "";
  return boundary.length >= 1 && boundary.length <= 70 ? boundary : null;
}

const CRLF = Buffer.from("\r\n");
const HEAD_END = Buffer.from("\r\n\r\n");

function dispositionParam(disposition: string, param: string): string | null {
  const match =
    new RegExp(`;\\s*${param}="([^"]*)"`, "i").exec(disposition) ??
    new RegExp(`;\\s*${param}=([^\\s;"]+)`, "i").exec(disposition);
  return match ? (match[1] ?? null) : null;
}

function parseHead(head: string): Extract<MultipartEvent, { type: "part" }> {
  let disposition: string | null = null;
  let contentType: string | null = null;
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new MultipartError("malformed part header");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    else if (name === "content-type") contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError("part is not form-data");
  const name = dispositionParam(disposition, "name");
  if (name === null) throw new MultipartError("part without a name");
  return { type: "part", name, filename: dispositionParam(disposition, "filename"), contentType };
}

export function createMultipartParser(boundary: string, options: { maxHeaderBytes?: number } = {}): MultipartParser {
  const maxHeaderBytes = options.maxHeaderBytes ?? 16 * 1024;
  // Every boundary but the first follows a CRLF; one is put before the body so the first does too.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let state: "preamble" | "after-delimiter" | "head" | "body" | "done" = "preamble";
  let pending: Buffer = Buffer.from(CRLF);

  function step(events: MultipartEvent[]): boolean {
    switch (state) {
      case "preamble": {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          if (pending.length > maxHeaderBytes) throw new MultipartError("no boundary");
          return false;
        }
        pending = pending.subarray(at + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "after-delimiter": {
        if (pending.length < 2) return false;
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = "done";
          events.push({ type: "done" });
          pending = Buffer.alloc(0);
          return false;
        }
        if (!pending.subarray(0, 2).equals(CRLF)) throw new MultipartError("malformed boundary line");
        pending = pending.subarray(2);
        state = "head";
        return true;
      }
      case "head": {
        if (pending.length >= 2 && pending.subarray(0, 2).equals(CRLF)) throw new MultipartError("part without headers");
        const at = pending.indexOf(HEAD_END);
        if (at === -1) {
          if (pending.length > maxHeaderBytes) throw new MultipartError("part head too long");
          return false;
        }
        if (at > maxHeaderBytes) throw new MultipartError("part head too long");
        events.push(parseHead(pending.subarray(0, at).toString("utf8")));
        pending = pending.subarray(at + HEAD_END.length);
        state = "body";
        return true;
      }
      case "body": {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          // All but what could be the start of the next boundary.
          const safe = pending.length - (delimiter.length - 1);
          if (safe > 0) {
            events.push({ type: "data", bytes: pending.subarray(0, safe) });
            pending = pending.subarray(safe);
          }
          return false;
        }
        if (at > 0) events.push({ type: "data", bytes: pending.subarray(0, at) });
        events.push({ type: "end-part" });
        pending = pending.subarray(at + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "done":
        return false;
    }
  }

  return {
    write(chunk) {
      const events: MultipartEvent[] = [];
      if (state === "done" || chunk.byteLength === 0) return events;
      pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
      while (step(events));
      return events;
    },
    end() {
      if (state !== "done") throw new MultipartError("the body ended before its closing boundary");
      return [];
    },
  };
}
