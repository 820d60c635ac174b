import { describe, expect, it } from "vitest";
import { asciiFileBase, attachmentDisposition, fileNameFromDisposition, safeFileBase } from "./download-name";

describe("safeFileBase", () => {
  it("keeps letters of any script and drops separators and controls", () => {
    expect(safeFileBase("Oma's Küche / Søndag: ½ & ñ", "x")).toBe("Oma's Küche Søndag ½ & ñ");
    expect(safeFileBase('a\u0000b"c\\d', "x")).toBe("a b c d");
  });

  it("never yields an empty or hidden name and bounds the length", () => {
    expect(safeFileBase(" / ", "cookbook")).toBe("cookbook");
    expect(safeFileBase("...secret", "x")).toBe("secret");
    expect(Array.from(safeFileBase("é".repeat(200), "x"))).toHaveLength(80);
  });
});

describe("asciiFileBase", () => {
  it("drops accents and replaces what has no ASCII form", () => {
    expect(asciiFileBase("Crème brûlée", "x")).toBe("Creme brulee");
    expect(asciiFileBase("Søndag ½; 100%", "x")).toBe("S_ndag 1_2_ 100_");
    expect(asciiFileBase("日本の料理", "cookbook")).toBe("cookbook");
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII filename and the UTF-8 filename*", () => {
    expect(attachmentDisposition("Crème brûlée", "pdf")).toBe(
      `attachment; filename="Creme brulee.pdf"; filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e.pdf`,
    );
    expect(attachmentDisposition("Mom's (best)", "pdf")).toBe(
      `attachment; filename="Mom's (best).pdf"; filename*=UTF-8''Mom%27s%20%28best%29.pdf`,
    );
  });
});

describe("fileNameFromDisposition", () => {
  it("reads back the Unicode name attachmentDisposition wrote, else the ASCII one", () => {
    for (const name of ["Crème & Søndag ½", "Oma's Küche (2)", "plain"]) {
      expect(fileNameFromDisposition(attachmentDisposition(name, "pdf"))).toBe(`${safeFileBase(name, "download")}.pdf`);
    }
    expect(fileNameFromDisposition('attachment; filename="menu.txt"')).toBe("menu.txt");
  });

  it("gives null for nothing usable, and never a path separator", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("inline")).toBeNull();
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    const climbing = fileNameFromDisposition("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd");
    expect(climbing).not.toMatch(/[/\\]/);
  });
});
