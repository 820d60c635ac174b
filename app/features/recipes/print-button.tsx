import { Printer } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";

/** Opens the browser's print dialog; the print stylesheet (app.css) makes the page one clean sheet. */
export function PrintButton() {
  // Printing needs script; without it the browser's own menu still prints the same clean page.
  if (!useHydrated()) return null;
  return (
    <Button type="button" variant="secondary" size="md" onClick={() => window.print()}>
      <Printer className="h-5 w-5" aria-hidden="true" /> Print
    </Button>
  );
}
