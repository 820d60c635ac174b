import { closestCenter, type ClientRect, type CollisionDetection } from "@dnd-kit/core";

/** How far outside a slot (px) the pointer may be and still drop there: the gaps between slots. */
export const SLOT_REACH = 12;

/** How far `point` lies outside `rect` (0 inside it). */
function distanceOutside(point: { x: number; y: number }, rect: ClientRect): number {
  const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
  const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
  return Math.hypot(dx, dy);
}

/**
 * The slot a meal is dropped on is the one under the pointer. dnd-kit's default compares the
 * dragged card's own rectangle with the slots (rectIntersection; closestCenter its centre): a card
 * picked up by its handle, at its bottom, has its centre well above the pointer, so it was shown
 * over, and dropped on, the slot above the one under the pointer. With the pointer in a gap between
 * slots the nearest slot within SLOT_REACH counts; further out, none (the drop is cancelled). The
 * keyboard has no pointer: its coordinate getter centres the card on the chosen slot, so the
 * card's centre picks it (closestCenter).
 */
export const slotUnderPointer: CollisionDetection = (args) => {
  const { pointerCoordinates, droppableContainers, droppableRects } = args;
  if (!pointerCoordinates) return closestCenter(args);
  let best: { id: string | number; distance: number; container: (typeof droppableContainers)[number] } | null = null;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const distance = distanceOutside(pointerCoordinates, rect);
    if (distance <= SLOT_REACH && (!best || distance < best.distance)) best = { id: container.id, distance, container };
  }
  return best ? [{ id: best.id, data: { droppableContainer: best.container, value: best.distance } }] : [];
};
