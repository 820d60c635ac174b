import { Link } from "react-router";
import type { LucideIcon } from "~/components/ui/icons";

interface Props {
  label: string;
  value: string | number;
  icon?: LucideIcon;
  /** "large" for the dashboard's and profile's counters, "small" for a recipe's facts. */
  size?: "small" | "large";
  "data-testid"?: string;
  /** A page with the figure's details (the cooking history behind "Recipes cooked"): the whole tile opens it. */
  to?: string;
}

/** One labelled figure in a <dl> of figures: a recipe's cook time, the number of saved recipes. */
export function StatTile({ label, value, icon: Icon, size = "large", to, ...rest }: Props) {
  const small = size === "small";
  const linked = to ? "relative hover:ring-accent-orange focus-within:ring-accent-orange focus-within:ring-2" : "";
  return (
    <div className={`ring-warm-200 rounded-2xl bg-white ring-1 ${small ? "px-4 py-3" : "p-5"} ${linked}`} {...rest}>
      <dt
        className={`text-warm-700 flex items-center ${small ? "gap-1.5 text-xs font-semibold tracking-wide uppercase" : "gap-2 text-sm"}`}
      >
        {Icon && <Icon className={`text-accent-orange shrink-0 ${small ? "h-4 w-4" : "h-5 w-5"}`} aria-hidden="true" />}
        {to ? (
          <Link
            to={to}
            className="underline decoration-dotted underline-offset-2 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className={`text-warm-900 ${small ? "mt-1 font-semibold" : "mt-1 text-3xl font-bold"}`}>{value}</dd>
    </div>
  );
}
