import { Check, Minus } from "~/components/ui/icons";
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

/**
 * Every plan side by side at any width: on a phone the columns narrow (smaller padding and type,
 * labels wrap) so all three plans stay on screen together, never hidden off to the side.
 */
export function ComparisonTable({ plans }: { plans: ComparisonPlan[] }) {
  const keys = Object.keys(COMPARISON_LABELS) as ComparisonKey[];
  return (
    <div className="ring-warm-200 overflow-x-auto rounded-2xl bg-white ring-1" data-testid="comparison-table">
      <table className="w-full table-fixed text-left text-xs sm:text-sm">
        <caption className="sr-only">Feature comparison of the Simmer plans</caption>
        <thead className="bg-warm-100 text-warm-900">
          <tr>
            <th scope="col" className="w-[36%] px-2 py-3 font-semibold sm:w-auto sm:px-4">
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-1 py-3 text-center font-semibold break-words sm:px-4">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key} className="border-warm-200 border-t">
              <th scope="row" className="text-warm-800 px-2 py-3 font-medium break-words sm:px-4">
                {COMPARISON_LABELS[key]}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="text-warm-800 px-1 py-3 text-center break-words sm:px-4">
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
