import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundaryOf, createMultipartParser, MultipartError, type MultipartEvent } from "./multipart";

interface Part {
  name: string;
  filename: string | null;
  data: Uint8Array;
}

/** Runs the parser over `body` cut into the given pieces and puts the parts back together. */
function parse(body: Uint8Array, boundary: string, cuts: number[] = []): Part[] {
  const parser = createMultipartParser(boundary);
  const events: MultipartEvent[] = [];
  let from = 0;
  for (const at of [...new Set(cuts)].sort((a, b) => a - b)) {
    events.push(...parser.write(body.subarray(from, at)));
    from = at;
  }
  events.push(...parser.write(body.subarray(from)), ...parser.end());
  const parts: Part[] = [];
  let chunks: Uint8Array[] = [];
  for (const event of events) {
    if (event.type === "part") {
      chunks = [];
      parts.push({ name: event.name, filename: event.filename, data: new Uint8Array() });
    } else if (event.type === "data") chunks.push(Uint8Array.from(event.bytes));
    else if (event.type === "end-part") parts[parts.length - 1]!.data = Buffer.concat(chunks);
  }
  return parts;
}

const hex = (parts: Part[]) => parts.map((p) => ({ ...p, data: Buffer.from(p.data).toString("hex") }));

/** The reference: what the platform's own FormData parser reads from the same body. */
async function reference(body: Uint8Array, boundary: string): Promise<Part[]> {
  const form = await new Response(Uint8Array.from(body), {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  }).formData();
  const parts: Part[] = [];
  for (const [name, value] of form) {
    parts.push(
      typeof value === "string"
        ? { name, filename: null, data: new TextEncoder().encode(value) }
        : { name, filename: value.name, data: new Uint8Array(await value.arrayBuffer()) },
    );
  }
  return parts;
}

async function encode(parts: Part[]): Promise<{ body: Uint8Array; boundary: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === null) form.append(part.name, new TextDecoder().decode(part.data));
    else form.append(part.name, new File([Uint8Array.from(part.data)], part.filename, { type: "image/png" }));
  }
  const response = new Response(form);
  const boundary = boundaryOf(response.headers.get("content-type"))!;
  return { body: new Uint8Array(await response.arrayBuffer()), boundary };
}

describe("streaming multipart parser", () => {
  it("reads the boundary from the content type, quoted or not, and nothing else", () => {
    expect(boundaryOf("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(boundaryOf("application/x-www-form-urlencoded")).toBeNull();
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
    expect(boundaryOf(null)).toBeNull();
  });

  it("reads what FormData reads, however the body is cut into pieces", async () => {
    const text = fc.string({ maxLength: 40 }).filter((s) => !s.includes("\0") && !s.includes("\r"));
    const part = fc.record({
      name: fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/),
      filename: fc.option(fc.stringMatching(/^[a-z0-9]{1,8}\.png$/), { nil: null }),
      data: fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        text.map((s) => new TextEncoder().encode(s)),
        // Bytes that look like the start of a boundary.
        fc.constant(new TextEncoder().encode("\r\n--\r\n-")),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (parts, cuts) => {
          // Text fields hold text: FormData decodes them as UTF-8.
          const typed = parts.map((p) =>
            p.filename === null ? { ...p, data: new TextEncoder().encode(new TextDecoder().decode(p.data)) } : p,
          );
          const { body, boundary } = await encode(typed);
          const expected = await reference(body, boundary);
          const actual = parse(
            body,
            boundary,
            cuts.map((c) => c % (body.length + 1)),
          );
          expect(hex(actual)).toEqual(hex(expected));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("cuts every byte position of a two-part body correctly", async () => {
    const { body, boundary } = await encode([
      { name: "note", filename: null, data: new TextEncoder().encode("hello") },
      { name: "photo", filename: "a.png", data: new Uint8Array([13, 10, 45, 45, 1, 2, 3, 13, 10]) },
    ]);
    const expected = await reference(body, boundary);
    for (let at = 0; at <= body.length; at++) {
      expect(hex(parse(body, boundary, [at])), `cut at ${at}`).toEqual(hex(expected));
    }
  });

  it("refuses a body that ends before its closing boundary, or has a part without a name", () => {
    const head = '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nbytes';
    expect(() => parse(new TextEncoder().encode(head), "xyz")).toThrow(MultipartError);
    const nameless = "--xyz\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--xyz--\r\n";
    expect(() => parse(new TextEncoder().encode(nameless), "xyz")).toThrow(MultipartError);
    expect(() => parse(new TextEncoder().encode("no boundary at all"), "xyz")).toThrow(MultipartError);
  });

  it("refuses a part head longer than its limit without waiting for the rest", () => {
    const parser = createMultipartParser("xyz", { maxHeaderBytes: 1024 });
    parser.write(new TextEncoder().encode("--xyz\r\n"));
    expect(() => parser.write(new TextEncoder().encode(`X-Long: ${"a".repeat(2000)}`))).toThrow(MultipartError);
  });
});
