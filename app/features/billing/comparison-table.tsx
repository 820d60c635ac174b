import { Check, Minus } from "lucide-react";
import { COMPARISON_LABELS, type ComparisonKey } from "~/domain/plans";

interface ComparisonPlan {
  id: string;
  name: string;
  comparisonFeatures: Record<string, boolean | string>;
}

function Cell({ value }: { value: boolean | string | undefined }) {
  if (value === true) return <Check className="text-accent-green mx-auto h-5 w-5" aria-label="Included" />;
  if (value === false || value === undefined)
    return <Minus className="text-warm-500 mx-auto h-5 w-5" aria-label="Not included" />;
  return <span>{value}</span>;
}

export function ComparisonTable({ plans }: { plans: ComparisonPlan[] }) {
  const keys = Object.keys(COMPARISON_LABELS) as ComparisonKey[];
  return (
    <div className="ring-warm-200 overflow-x-auto rounded-2xl bg-white ring-1">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Feature comparison of the Simmer plans</caption>
        <thead className="bg-warm-100 text-warm-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key} className="border-warm-200 border-t">
              <th scope="row" className="text-warm-800 px-4 py-3 font-medium">
                {COMPARISON_LABELS[key]}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="text-warm-800 px-4 py-3 text-center">
                  <Cell value={plan.comparisonFeatures[key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
