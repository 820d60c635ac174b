import { useEffect, useRef, type TouchEvent } from "react";

/** Fields where arrow keys move the caret or the choice (text, radios, selects): cook mode leaves them alone. */
function ownsArrows(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable);
}

/** Controls that Space presses (a focused button, link or checkbox): Space is theirs, not "next page". */
function ownsSpace(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (ownsArrows(target) || /^(BUTTON|A|SUMMARY)$/.test(target.tagName));
}

/**
 * Cook mode's keys and swipes: the arrow keys and Space move between pages, Esc leaves; swipe left
 * for the next page, right for the previous one. The page itself does not scroll while cook mode is
 * open. Returns the touch handlers for the scrolling content.
 */
export function useCookKeys(go: (delta: -1 | 1) => void, leave: () => void) {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.key === "Escape") {
        event.preventDefault();
        leave();
        return;
      }
      const space = event.key === " ";
      if (space ? ownsSpace(event.target) : ownsArrows(event.target)) return;
      if (event.key === "ArrowRight" || space) {
        event.preventDefault();
        go(1);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        go(-1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener("keydown", onKey);
    };
  }, [go, leave]);

  const touch = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const t = event.touches[0];
      touch.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = touch.current;
      const t = event.changedTouches[0];
      touch.current = null;
      if (!from || !t) return;
      const dx = t.clientX - from.x;
      const dy = t.clientY - from.y;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
    },
  };
}
