import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localPhotoPath } from "./cookbook-pdf.server";

describe("localPhotoPath", () => {
  const cwd = mkdtempSync(join(tmpdir(), "simmer-photos-"));
  mkdirSync(join(cwd, "public", "uploads"), { recursive: true });
  writeFileSync(join(cwd, "public", "uploads", "soup.jpg"), "x");
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it("finds an uploaded photo on disk", () => {
    expect(localPhotoPath("/uploads/soup.jpg", cwd)).toBe(join(cwd, "public", "uploads", "soup.jpg"));
  });

  it("never points at a remote URL, a missing file, another folder or another type", () => {
    for (const url of [
      "https://cdn.example/soup.jpg",
      "//cdn.example/uploads/soup.jpg",
      "/uploads/missing.jpg",
      "/uploads/../package.json",
      "/favicon.svg",
      "/uploads/soup.svg",
      null,
    ]) {
      expect(localPhotoPath(url, cwd)).toBeNull();
    }
  });
});
