/** Which units a cook reads recipes in (a setting; visitors keep it in the browser). */
export const UNIT_SYSTEMS = ["as-written", "metric", "us"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = { "as-written": "As written", metric: "Metric", us: "US" };
export const DEFAULT_UNIT_SYSTEM: UnitSystem = "as-written";

export function isUnitSystem(value: unknown): value is UnitSystem {
  return typeof value === "string" && (UNIT_SYSTEMS as readonly string[]).includes(value);
}
