import type { ClientRect, DroppableContainer } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { SLOT_REACH, slotUnderPointer } from "./slot-collision";

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Four slots one under the other, 40 px high with 8 px gaps (a phone's day). */
const slots = ["breakfast", "lunch", "dinner", "snack"].map((id, i) => ({ id, rect: rect(20, 100 + i * 48, 300, 40) }));
const droppableRects = new Map(slots.map((s) => [s.id, s.rect]));
const droppableContainers = slots.map((s) => ({ id: s.id }) as unknown as DroppableContainer);
/** The dragged card: picked up by its handle at the bottom, its centre well above the pointer. */
const cardAt = (pointerY: number) => rect(30, pointerY - 70, 200, 80);

const hit = (x: number, y: number) =>
  slotUnderPointer({
    active: { id: "entry" } as never,
    collisionRect: cardAt(y),
    droppableRects,
    droppableContainers,
    pointerCoordinates: { x, y },
  }).map((c) => c.id);

describe("slotUnderPointer", () => {
  it("picks the slot under the pointer, not the one under the card's centre", () => {
    for (const s of slots) expect(hit(s.rect.left + 150, s.rect.top + 20)).toEqual([s.id]);
  });

  it("in a gap between slots picks the nearest; far from every slot, none", () => {
    expect(hit(100, 141)).toEqual(["breakfast"]);
    expect(hit(100, 147)).toEqual(["lunch"]);
    expect(hit(100, 100 + 4 * 48 + SLOT_REACH + 1)).toEqual([]);
    expect(hit(600, 120)).toEqual([]);
  });

  it("without a pointer (the keyboard) the card's centre picks the slot", () => {
    const ids = slotUnderPointer({
      active: { id: "entry" } as never,
      collisionRect: rect(30, 100 + 2 * 48 - 20, 200, 80),
      droppableRects,
      droppableContainers,
      pointerCoordinates: null,
    }).map((c) => c.id);
    expect(ids[0]).toBe("dinner");
  });
});
