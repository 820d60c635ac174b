/** Cookbook constants (spec section 3). */

export const COOKBOOK_COLORS = [
  { value: "bg-accent-orange", label: "Orange" },
  { value: "bg-accent-green", label: "Green" },
  { value: "bg-accent-yellow", label: "Yellow" },
  { value: "bg-accent-red", label: "Red" },
  { value: "bg-warm-600", label: "Brown" },
  { value: "bg-purple-500", label: "Purple" },
] as const;
export type CookbookColor = (typeof COOKBOOK_COLORS)[number]["value"];
export const DEFAULT_COOKBOOK_COLOR: CookbookColor = "bg-accent-orange";
export const COOKBOOK_COLOR_VALUES = COOKBOOK_COLORS.map((c) => c.value) as [CookbookColor, ...CookbookColor[]];

export const COOKBOOK_NAME_MIN = 2;
export const COOKBOOK_NAME_MAX = 50;
export const COOKBOOK_DESCRIPTION_MAX = 199;
