/**
 * Lucide's icons, rendered cheaply. A Lucide component builds its attributes (class merging,
 * stroke width, defaults) and one React element per path on every render; a browse page draws
 * about 150 icons, a noticeable share of its server render. `fastIcon` renders the same markup as
 * one <svg> whose drawing is a string built once per icon. Anything unusual (children,
 * `absoluteStrokeWidth`, `nonScalingStroke`) is handed to the Lucide component itself, and so is
 * every icon whose data can't be read (a Lucide upgrade that changes `createLucideIcon`): the
 * markup stays Lucide's either way (icon.test.tsx compares them for every icon the app uses).
 */
import { createElement, type ReactElement, type Ref } from "react";
import type { LucideIcon as LucideComponent, LucideIconData, LucideProps } from "lucide-react";

export type IconProps = Omit<LucideProps, "ref"> & { ref?: Ref<SVGSVGElement> };
/** An icon component: Lucide's props, Lucide's markup. */
export type Icon = ((props: IconProps) => ReactElement) & { displayName?: string };

const ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (value: string) => value.replace(/["'&<>]/g, (c) => ESCAPES[c]);

/** The icon's data, from the element its Lucide component renders (`createLucideIcon`'s closure). */
function iconDataOf(Component: LucideComponent): LucideIconData | undefined {
  const render = (Component as unknown as { render?: (props: object, ref: null) => unknown }).render;
  if (typeof render !== "function") return undefined;
  const element = render({}, null) as { props?: { icon?: LucideIconData } } | null;
  const icon = element?.props?.icon;
  return icon && Array.isArray(icon.node) && typeof icon.name === "string" ? icon : undefined;
}

/** The drawing inside the <svg>, as React would write it (the `key` of each part is not an attribute). */
function drawingMarkup(icon: LucideIconData): string | undefined {
  let markup = "";
  for (const [tag, attributes, children] of icon.node) {
    if (children !== undefined || !/^[a-z]+$/.test(tag)) return undefined;
    markup += `<${tag}`;
    for (const [name, value] of Object.entries(attributes)) {
      if (name === "key" || value === undefined || value === null) continue;
      if (!/^[a-z][a-z0-9-]*$/.test(name)) return undefined;
      markup += ` ${name}="${escapeAttribute(String(value))}"`;
    }
    markup += `></${tag}>`;
  }
  return markup;
}

/** Lucide's class merge: tokens in order, each once. */
function mergeClasses(...classes: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const cls of classes) {
    if (typeof cls !== "string") continue;
    for (const token of cls.split(/\s+/)) if (token) tokens.add(token);
  }
  return [...tokens].join(" ");
}

/** Whether the icon is labelled (then Lucide leaves out `aria-hidden`). */
function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

/** A Lucide icon that renders the same markup as `Component` at a fraction of the cost. */
export function fastIcon(Component: LucideComponent): Icon {
  const icon = iconDataOf(Component);
  const drawing = icon && drawingMarkup(icon);
  if (!icon || drawing === undefined || (icon.size ?? 24) !== 24) return Component as unknown as Icon;
  const iconClasses = [
    "lucide",
    `lucide-${icon.name}`,
    ...(icon.aliases ?? []).filter((a) => a.trim() !== "").map((a) => `lucide-${a}`),
  ];
  const baseClass = mergeClasses(...iconClasses);
  const classCache = new Map<string, string>();
  const inner = { __html: drawing };

  function FastIcon(props: IconProps): ReactElement {
    const {
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className = "",
      children,
      ...rest
    } = props;
    if (children != null || absoluteStrokeWidth || nonScalingStroke || "icon" in rest || "iconNode" in rest) {
      return createElement(Component, props);
    }
    let merged = className === "" ? baseClass : classCache.get(className);
    if (merged === undefined) {
      merged = mergeClasses(...iconClasses, ...className.split(" ").filter(Boolean));
      if (classCache.size < 200) classCache.set(className, merged);
    }
    // The attribute order is Lucide's (defaults, then class, then aria-hidden, then the rest).
    return createElement("svg", {
      xmlns: "http://www.w3.org/2000/svg",
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: color || "currentColor",
      strokeWidth: strokeWidth ?? 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      ...(merged ? { className: merged } : {}),
      ...(hasA11yProp(rest) ? {} : { "aria-hidden": "true" }),
      ...rest,
      dangerouslySetInnerHTML: inner,
    });
  }
  FastIcon.displayName = Component.displayName;
  return FastIcon;
}
