import type { LucideIcon } from "~/components/ui/icons";

interface Props {
  label: string;
  value: string | number;
  icon?: LucideIcon;
  /** "large" for the dashboard's and profile's counters, "small" for a recipe's facts. */
  size?: "small" | "large";
  "data-testid"?: string;
}

/** One labelled figure in a <dl> of figures: a recipe's cook time, the number of saved recipes. */
export function StatTile({ label, value, icon: Icon, size = "large", ...rest }: Props) {
  const small = size === "small";
  return (
    <div className={`ring-warm-200 rounded-2xl bg-white ring-1 ${small ? "px-4 py-3" : "p-5"}`} {...rest}>
      <dt
        className={`text-warm-700 flex items-center ${small ? "gap-1.5 text-xs font-semibold tracking-wide uppercase" : "gap-2 text-sm"}`}
      >
        {Icon && <Icon className={`text-accent-orange shrink-0 ${small ? "h-4 w-4" : "h-5 w-5"}`} aria-hidden="true" />}
        {label}
      </dt>
      <dd className={`text-warm-900 ${small ? "mt-1 font-semibold" : "mt-1 text-3xl font-bold"}`}>{value}</dd>
    </div>
  );
}
