import { Users } from "~/components/ui/icons";
import { Link } from "react-router";
import { HOUSEHOLD_MESSAGES } from "~/domain/households/household";

/** The household whose plan or list a page shows, as the loaders name it (null: the cook's own). */
export interface KitchenHousehold {
  name: string;
  open: boolean;
}

/**
 * Under a meal-plan or shopping page's title: whose plan or list this is, and, while the
 * household's owner's plan has lapsed, why it cannot change and the way back to the plans.
 */
export function KitchenNotice({ household, what }: { household: KitchenHousehold | null; what: string }) {
  if (!household) return null;
  return (
    <div className="mb-4 space-y-2" data-testid="kitchen-notice">
      <p className="text-warm-700 flex items-center gap-2 text-sm">
        <Users className="h-4 w-4" aria-hidden="true" /> Shared with {household.name}: every member sees and edits {what}.
      </p>
      {!household.open && (
        <p role="status" className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {HOUSEHOLD_MESSAGES.lapsed}{" "}
          <Link to="/pricing" className="font-semibold underline">
            See the plans
          </Link>
        </p>
      )}
    </div>
  );
}
