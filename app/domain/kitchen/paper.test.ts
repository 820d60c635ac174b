import { describe, expect, it } from "vitest";
import { acceptedLocales, defaultPaperSize, parsePaperSize } from "./paper";

describe("defaultPaperSize", () => {
  it("picks US Letter for the United States and Canada", () => {
    expect(defaultPaperSize(["en-US"])).toBe("letter");
    expect(defaultPaperSize(["en-CA", "fr-CA"])).toBe("letter");
    expect(defaultPaperSize(["fr-CA"])).toBe("letter");
    expect(defaultPaperSize(["en_us"])).toBe("letter");
  });

  it("picks A4 elsewhere, for a bare language and for nothing", () => {
    expect(defaultPaperSize(["en-GB"])).toBe("a4");
    expect(defaultPaperSize(["de-DE", "en-US"])).toBe("a4");
    expect(defaultPaperSize(["en"])).toBe("a4");
    expect(defaultPaperSize(["zh-Hant-TW"])).toBe("a4");
    expect(defaultPaperSize([])).toBe("a4");
  });
});

describe("acceptedLocales", () => {
  it("orders by weight, keeping the header's order on ties", () => {
    expect(acceptedLocales("de;q=0.5, en-US, en;q=0.9, fr;q=0.9")).toEqual(["en-US", "en", "fr", "de"]);
  });

  it("drops wildcards, refused and empty entries", () => {
    expect(acceptedLocales("*, , es;q=0, it")).toEqual(["it"]);
    expect(acceptedLocales(null)).toEqual([]);
  });
});

describe("parsePaperSize", () => {
  it("accepts the two sizes in any case and falls back otherwise", () => {
    expect(parsePaperSize("Letter")).toBe("letter");
    expect(parsePaperSize(" a4 ")).toBe("a4");
    expect(parsePaperSize("legal", "letter")).toBe("letter");
    expect(parsePaperSize(null)).toBe("a4");
  });
});
