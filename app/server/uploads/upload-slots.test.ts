import { describe, expect, it } from "vitest";
import { createUploadSlots } from "./upload-slots";

describe("upload slots", () => {
  it("gives each account at most its share, and the server at most its total", () => {
    const slots = createUploadSlots({ atOnce: 3, perAccount: 2 });
    const a1 = slots.take("a");
    const a2 = slots.take("a");
    expect(a1.ok && a2.ok).toBe(true);
    expect(slots.take("a")).toEqual({ ok: false, refusedBy: "account" });
    expect(slots.take("b").ok).toBe(true);
    expect(slots.take("c")).toEqual({ ok: false, refusedBy: "server" });
    expect(slots.active).toBe(3);
  });

  it("takes a slot back once, however often it is released", () => {
    const slots = createUploadSlots({ atOnce: 2, perAccount: 1 });
    const first = slots.take("a");
    if (!first.ok) throw new Error("expected a slot");
    first.release();
    first.release();
    expect(slots.active).toBe(0);
    const again = slots.take("a");
    const other = slots.take("b");
    expect(again.ok && other.ok).toBe(true);
    expect(slots.take("c")).toEqual({ ok: false, refusedBy: "server" });
  });

  it("forgets an account with nothing on its way", () => {
    const slots = createUploadSlots({ atOnce: 10, perAccount: 1 });
    for (let i = 0; i < 1000; i++) {
      const slot = slots.take(`account-${i}`);
      if (slot.ok) slot.release();
    }
    expect(slots.accounts).toBe(0);
  });
});
