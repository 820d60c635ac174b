/**
 * Reads an upload's multipart body as it arrives: the file part goes straight to a part file in the
 * uploads folder (`incoming-<random>.tmp`, which the photo sweep removes if a crash leaves one), the
 * other fields are kept as text. The whole body is never in memory; it is counted against the upload
 * limit, and its fields get the request guard's checks (count, names, NUL bytes).
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { checkFields, GUARD_MESSAGES, type Refusal } from "../http/form-guard";
import { REQUEST_LIMITS, type RequestLimits } from "../http/request-limits";
import { boundaryOf, createMultipartParser, MultipartError, type MultipartEvent } from "./multipart";

/** Longest text field kept (the upload form has none that needs more). */
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

export interface ReceivedFile {
  field: string;
  name: string;
  /** The part file on disk; removed by `discard`. */
  path: string;
  size: number;
}

export interface ReceivedUpload {
  fields: [string, string][];
  /** The first file part sent in `fileField`; null when there was none. */
  file: ReceivedFile | null;
  /** Removes the part file (call when done with it, whatever happened). */
  discard(): Promise<void>;
}

export async function receiveUpload(
  request: Request,
  options: { fileField: string; directory: string; limits?: RequestLimits },
): Promise<ReceivedUpload | Refusal> {
  const limits = options.limits ?? REQUEST_LIMITS;
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!boundary || !request.body) return { status: 400, message: GUARD_MESSAGES.unreadable };

  const parser = createMultipartParser(boundary, { maxHeaderBytes: limits.maxHeaderBytes });
  const fields: [string, string][] = [];
  const entries: [string, FormDataEntryValue][] = [];
  let file: ReceivedFile | null = null;
  let handle: FileHandle | null = null;
  let current: { name: string; filename: string | null; text: Uint8Array[]; textBytes: number; toFile: boolean } | null = null;
  const discard = async () => {
    await handle?.close().catch(() => {});
    handle = null;
    if (file) await rm(file.path, { force: true });
  };

  async function apply(event: MultipartEvent): Promise<Refusal | null> {
    if (event.type === "part") {
      const toFile = event.filename !== null && event.name === options.fileField && !file;
      current = { name: event.name, filename: event.filename, text: [], textBytes: 0, toFile };
      if (event.filename !== null) entries.push([event.name, new File([], event.filename)]);
      if (toFile) {
        await mkdir(options.directory, { recursive: true });
        const partPath = path.join(options.directory, `incoming-${randomBytes(12).toString("hex")}.tmp`);
        file = { field: event.name, name: event.filename ?? "", path: partPath, size: 0 };
        handle = await open(partPath, "wx", 0o600);
      }
      return entries.length + fields.length > limits.maxFields ? { status: 413, message: GUARD_MESSAGES.tooManyFields } : null;
    }
    if (!current) return null;
    if (event.type === "data") {
      if (current.toFile && handle && file) {
        await handle.write(event.bytes);
        file.size += event.bytes.byteLength;
      } else if (current.filename === null) {
        current.textBytes += event.bytes.byteLength;
        if (current.textBytes > MAX_TEXT_FIELD_BYTES) return { status: 413, message: GUARD_MESSAGES.tooLarge };
        current.text.push(Uint8Array.from(event.bytes));
      }
      // Any other file part is read past and dropped.
      return null;
    }
    if (event.type === "end-part") {
      if (current.toFile) {
        await handle?.close();
        handle = null;
      } else if (current.filename === null) {
        const value = new TextDecoder().decode(Buffer.concat(current.text));
        fields.push([current.name, value]);
        entries.push([current.name, value]);
      }
      current = null;
    }
    return null;
  }

  const reader = request.body.getReader();
  const stop = async (refusal: Refusal) => {
    void reader.cancel().catch(() => {});
    await discard();
    return refusal;
  };
  let received = 0;
  try {
    for (;;) {
      // A body that breaks off (the client went away, the connection was reset) is unreadable.
      const next = await reader.read().catch(() => null);
      if (!next) return await stop({ status: 400, message: GUARD_MESSAGES.unreadable });
      if (!next.done) received += next.value.byteLength;
      if (received > limits.uploadBodyBytes) return await stop({ status: 413, message: GUARD_MESSAGES.tooLarge });
      for (const event of next.done ? parser.end() : parser.write(next.value)) {
        const refusal = await apply(event);
        if (refusal) return await stop(refusal);
      }
      if (next.done) break;
    }
  } catch (error) {
    if (error instanceof MultipartError) return await stop({ status: 400, message: GUARD_MESSAGES.unreadable });
    await stop({ status: 400, message: GUARD_MESSAGES.unreadable });
    throw error;
  }
  const refusal = checkFields(entries, limits);
  if (refusal) {
    await discard();
    return refusal;
  }
  return { fields, file, discard };
}
