import { describe, expect, it } from "vitest";
import { COVER_FAMILIES, coverDesign, motifMarkup } from "~/domain/recipes/cover";
import { coverImageUrl } from "~/domain/recipes/cover-image";
import { COVER_PICTURE, coverImageAnswer } from "./cover-images.server";

const answerFor = (title: string, tags: string[]) =>
  coverImageAnswer(new URL(coverImageUrl(title, tags), "http://x").searchParams);

describe("cover pictures", () => {
  it("draws the recipe's design with its dish's icon, as a picture cached for a year", async () => {
    const response = answerFor("Tomato Soup", ["soup", "quick"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const svg = await response.text();
    const design = coverDesign(["soup", "quick"], "Tomato Soup");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="300"/);
    expect(svg).toContain(`data-cover-category="soup" data-cover-family="${design.family}"`);
    expect(svg).toContain(`stop-color="${design.from}"`);
    expect(svg).toContain(motifMarkup(design));
    // The icon's drawing, white, in the middle.
    expect(svg).toMatch(
      /<svg x="\d+(\.\d+)?" y="\d+(\.\d+)?" width="50" height="50" viewBox="0 0 24 24"[^>]*stroke="#fff"[^>]*><path d=/,
    );
  });

  it("holds no text of the cook's: the title only chooses the design", async () => {
    const svg = await answerFor("<script>alert(1)</script> Pizza", ["</svg>"]).text();
    expect(svg).not.toContain("script");
    expect(svg).not.toContain("alert");
    expect(svg.match(/<\/svg>/g)).toHaveLength(3);
  });

  it("draws every dish family with an icon of its own", async () => {
    const drawings = new Set<string>();
    for (const family of COVER_FAMILIES) {
      // A title naming the family is enough for most; the rest are drawn from their category's tag.
      const svg = await answerFor(`${family} supper`, [family]).text();
      const icon = svg.slice(svg.indexOf('viewBox="0 0 24 24"'));
      expect(icon, family).toMatch(/<(path|circle|rect|line|polyline|ellipse)/);
      drawings.add(icon);
    }
    expect(drawings.size).toBeGreaterThan(15);
  });

  it("answers 400 without a title or with more than any recipe holds", () => {
    expect(coverImageAnswer(new URLSearchParams()).status).toBe(400);
    expect(coverImageAnswer(new URLSearchParams({ t: "x".repeat(501) })).status).toBe(400);
    const many = new URLSearchParams({ t: "Soup" });
    for (let i = 0; i < 41; i++) many.append("g", `tag${i}`);
    expect(coverImageAnswer(many).status).toBe(400);
    expect(COVER_PICTURE).toEqual({ width: 400, height: 300 });
  });
});
