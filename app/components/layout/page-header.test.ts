import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-header";

describe("pageMeta", () => {
  it("names the page after Simmer and describes it", () => {
    expect(pageMeta("Pricing", "Plans and prices.")).toEqual([
      { title: "Pricing – Simmer" },
      { name: "description", content: "Plans and prices." },
    ]);
  });

  it("leaves the description out when there is none", () => {
    expect(pageMeta("Imprint")).toEqual([{ title: "Imprint – Simmer" }]);
  });
});
