import { Clock } from "~/components/ui/icons";
import { Link } from "react-router";

/** The spec's trial notices ("ends in 3 days", "has ended") and a failed payment, above every signed-in page. */
export function TrialNoticeBanner({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <div role="status" className="bg-accent-yellow/20 border-accent-yellow/50 border-b px-4 py-3 sm:px-6 print:hidden">
      <p className="text-warm-900 mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
        <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
        <Link to={to} className="text-accent-orange underline underline-offset-4">
          {action}
        </Link>
      </p>
    </div>
  );
}
