import { ArrowLeft, ArrowRight, Check } from "~/components/ui/icons";
import type { MouseEvent } from "react";
import { Button, ButtonLink } from "~/components/ui/button";

/**
 * Previous and Next are links to the page's address (`?step=`), so they work without scripts and
 * from the keyboard; with scripts they move the session at once and the address follows. On the
 * last page, Finished! and Close Cook Mode (a GET form to the recipe, which also works without
 * scripts); on a phone Close Cook Mode goes below, across the width.
 */
export function CookModeNav({
  page,
  last,
  hrefFor,
  go,
  exit,
  leave,
}: {
  page: number;
  last: boolean;
  hrefFor: (page: number) => string;
  go: (delta: -1 | 1) => void;
  exit: string;
  leave: () => void;
}) {
  const move = (delta: -1 | 1) => (event: MouseEvent) => {
    event.preventDefault();
    go(delta);
  };
  return (
    <footer className="border-warm-200 border-t bg-white">
      <div
        className={`mx-auto max-w-4xl gap-3 px-4 py-4 ${last ? "grid grid-cols-2 sm:flex sm:items-center sm:justify-between" : "flex items-center justify-between"}`}
      >
        {page === 0 ? (
          <Button type="button" disabled variant="secondary" size="lg" className="text-lg">
            <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Previous
          </Button>
        ) : (
          <ButtonLink to={hrefFor(page - 1)} onClick={move(-1)} data-in-page="" variant="secondary" size="lg" className="text-lg">
            <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Previous
          </ButtonLink>
        )}
        {last ? (
          <>
            <Button type="button" disabled variant="success" size="lg" className="text-lg sm:ml-auto">
              <Check className="h-5 w-5" aria-hidden="true" /> Finished!
            </Button>
            <form method="get" action={exit} className="col-span-2 grid">
              <Button
                type="submit"
                onClick={(event) => {
                  event.preventDefault();
                  leave();
                }}
                variant="primary"
                size="lg"
                className="text-lg whitespace-nowrap"
              >
                Close Cook Mode
              </Button>
            </form>
          </>
        ) : (
          <ButtonLink to={hrefFor(page + 1)} onClick={move(1)} data-in-page="" variant="primary" size="lg" className="text-lg">
            Next <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </ButtonLink>
        )}
      </div>
    </footer>
  );
}
