import { describe, expect, it } from "vitest";
import { FlushBatches } from "./flush-batches";

function collect(stream: FlushBatches): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe("FlushBatches", () => {
  it("hands on what was written as one chunk at each flush", async () => {
    const stream = new FlushBatches();
    const chunks = collect(stream);
    stream.write(new Uint8Array([60, 104]));
    stream.write("tml>");
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks.map(String)).toEqual(["<html>"]);
    stream.write("<body>");
    stream.flush();
    stream.flush(); // nothing pending: no empty chunk
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks.map(String)).toEqual(["<html>", "<body>"]);
  });

  it("hands on what is left when it ends, then ends", async () => {
    const stream = new FlushBatches();
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write("</body>");
    stream.end("</html>");
    await ended;
    expect(chunks.map(String)).toEqual(["</body></html>"]);
  });

  it("keeps the final callback it is given", async () => {
    let finals = 0;
    const stream = new FlushBatches({
      final(callback) {
        finals++;
        callback();
      },
    });
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end("x");
    await ended;
    expect(finals).toBe(1);
    expect(chunks.map(String)).toEqual(["x"]);
  });
});
