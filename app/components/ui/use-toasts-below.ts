import { useEffect, type RefObject } from "react";

/**
 * For a page with a header of its own instead of the top navigation (cook mode): notifications
 * appear just below that header, never over it, however tall it wraps. Sets `--toast-top`, which the
 * toaster's viewport reads, while the page is open.
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty("--toast-top", `${Math.ceil(element.getBoundingClientRect().bottom) + 8}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-top");
    };
  }, [header]);
}
