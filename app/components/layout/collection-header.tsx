import { Lock, Plus } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { inPlace, UrlStateForm } from "~/components/ui/url-state-form";

/**
 * The heading row of a page that lists the user's items: the title, a line under it, and the button
 * that opens the "new" form (in place with JavaScript, through `?new=1` without).
 */
export function CollectionHeader({
  title,
  lead,
  newButton,
  limitReached,
}: {
  title: string;
  lead: ReactNode;
  /** Left out while the page hides the button; `expanded` where the button also closes the form. */
  newButton?: { label: string; onClick: () => void; expanded?: boolean };
  /**
   * Set when the plan's limit is reached: the button says so, with a lock, and leads to the upgrade
   * path (`to`) instead of opening a form the server would refuse; without `to` (nothing on sale) it
   * is shown disabled.
   */
  limitReached?: { label: string; to: string | null };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">{title}</h1>
        {lead}
      </div>
      {limitReached ? (
        limitReached.to ? (
          <ButtonLink to={limitReached.to} variant="dark" data-testid="limit-reached">
            <Lock className="h-5 w-5" aria-hidden="true" /> {limitReached.label}
          </ButtonLink>
        ) : (
          <Button type="button" variant="dark" disabled data-testid="limit-reached">
            <Lock className="h-5 w-5" aria-hidden="true" /> {limitReached.label}
          </Button>
        )
      ) : (
        newButton && (
          <UrlStateForm>
            <Button type="submit" name="new" value="1" onClick={inPlace(newButton.onClick)} aria-expanded={newButton.expanded}>
              <Plus className="h-5 w-5" aria-hidden="true" /> {newButton.label}
            </Button>
          </UrlStateForm>
        )
      )}
    </div>
  );
}
