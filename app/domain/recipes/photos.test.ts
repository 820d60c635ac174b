import { describe, expect, it } from "vitest";
import { checkPhotoFile, FILE_MESSAGES, isStoredPhotoPath, parsePhotoFileName, photoVariantUrl, sniffPhotoType } from "./photos";

const id = "0123456789abcdef0123456789abcdef";

describe("checkPhotoFile (the browser's check before sending)", () => {
  it.each([
    [{ name: "a.jpg", type: "image/jpeg", size: 1000 }, null],
    [{ name: "a.png", type: "image/png", size: 10 * 1024 * 1024 }, null],
    [{ name: "a.webp", type: "", size: 10 }, null],
    [{ name: "a.gif", type: "image/gif", size: 10 }, null],
    [{ name: "a.png", type: "image/png", size: 10 * 1024 * 1024 + 1 }, FILE_MESSAGES.tooLarge],
    [{ name: "a.svg", type: "image/svg+xml", size: 10 }, FILE_MESSAGES.invalidType],
    [{ name: "a.pdf", type: "application/pdf", size: 10 }, FILE_MESSAGES.invalidType],
    [{ name: "a.txt", type: "", size: 10 }, FILE_MESSAGES.invalidType],
    [{ name: "a.png", type: "image/png", size: 0 }, FILE_MESSAGES.invalidType],
  ])("%j → %j", (file, message) => {
    expect(checkPhotoFile(file)).toBe(message);
  });
});

describe("sniffPhotoType", () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0), "jpeg"],
    [bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a), "png"],
    [bytes("GIF89a"), "gif"],
    [bytes("GIF87a"), "gif"],
    [bytes("RIFF", 0, 0, 0, 0, "WEBP"), "webp"],
    [bytes("RIFF", 0, 0, 0, 0, "WAVE"), null],
    [bytes("<svg"), null],
    [bytes("GIF88a"), null],
    [bytes(), null],
  ])("%j is %s", (input, type) => {
    expect(sniffPhotoType(input)).toBe(type);
  });
});

describe("photo addresses", () => {
  it("reads served names", () => {
    expect(parsePhotoFileName(`${id}.webp`)).toEqual({ id, variant: "full" });
    expect(parsePhotoFileName(`${id}-card.webp`)).toEqual({ id, variant: "card" });
    expect(parsePhotoFileName(`${id}-thumb.webp`)).toEqual({ id, variant: "thumb" });
    expect(parsePhotoFileName(`../${id}.webp`)).toBeNull();
  });

  it("knows its own photos and points cards at the smaller copy", () => {
    expect(isStoredPhotoPath(`/uploads/${id}.webp`)).toBe(true);
    expect(isStoredPhotoPath(`https://cdn.example/uploads/${id}.webp`)).toBe(false);
    expect(photoVariantUrl(`/uploads/${id}.webp`, "card")).toBe(`/uploads/${id}-card.webp`);
    expect(photoVariantUrl("https://img.example/a.jpg", "card")).toBe("https://img.example/a.jpg");
  });
});
