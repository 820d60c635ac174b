import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { fastIcon } from "./icon";
import * as icons from "./icons";

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "h-4 w-4", "aria-hidden": "true" },
  { className: "  h-5 w-5   text-warm-700 h-5 ", "aria-hidden": true },
  { className: "h-10 w-10 text-white drop-shadow", strokeWidth: 1.6, "aria-hidden": "true" },
  { size: 18, color: "red", "aria-label": "Close" },
  { width: 20, height: "1em", role: "img", title: "x" },
  { fill: "currentColor", style: { opacity: 0.5 }, "data-testid": "icon", id: "i" },
  { strokeWidth: "3", className: "lucide extra" },
  { absoluteStrokeWidth: true, size: 48 },
];

const names = Object.keys(icons);

describe("fastIcon", () => {
  it("covers every icon the app imports, each on the fast path (not handed back to Lucide)", () => {
    expect(names.length).toBeGreaterThan(100);
    const fallbacks = names.filter((name) => typeof (icons as Record<string, unknown>)[name] !== "function");
    expect(fallbacks).toEqual([]);
  });

  it.each(names)("%s renders Lucide's own markup", (name) => {
    const Fast = (icons as unknown as Record<string, icons.LucideIcon>)[name];
    const Original = (lucide as unknown as Record<string, lucide.LucideIcon>)[name];
    for (const props of PROPS) {
      expect(renderToStaticMarkup(<Fast {...props} />)).toBe(renderToStaticMarkup(<Original {...props} />));
    }
  });

  it("hands children to the Lucide component", () => {
    const markup = renderToStaticMarkup(
      <icons.Heart>
        <title>Saved</title>
      </icons.Heart>,
    );
    expect(markup).toBe(
      renderToStaticMarkup(
        <lucide.Heart>
          <title>Saved</title>
        </lucide.Heart>,
      ),
    );
    expect(markup).toContain("<title>Saved</title>");
  });

  it("falls back to the Lucide component when its data can't be read", () => {
    const NotLucide = Object.assign(() => <svg />, { displayName: "Plain" }) as unknown as lucide.LucideIcon;
    expect(fastIcon(NotLucide)).toBe(NotLucide);
  });
});
