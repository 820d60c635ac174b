import { Link } from "react-router";
import { HOUSEHOLD_MESSAGES } from "~/domain/households/household";

/** While the household owner's plan has lapsed: why its shared plan, lists and cookbooks cannot change, and the way back. */
export function LapsedHouseholdNotice({ className }: { className: string }) {
  return (
    <p role="status" className={className}>
      {HOUSEHOLD_MESSAGES.lapsed}{" "}
      <Link to="/pricing" className="font-semibold underline">
        See the plans
      </Link>
    </p>
  );
}
