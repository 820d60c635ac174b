import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { TEST_TMP } from "../support/test-tmp";

it("temporary folders made by tests are inside the repository (test-results/tmp)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "simmer-probe-"));
  try {
    expect(path.relative(TEST_TMP, dir).startsWith("..")).toBe(false);
    expect(dir.startsWith(path.resolve("test-results"))).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
