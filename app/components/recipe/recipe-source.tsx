import { Globe } from "~/components/ui/icons";
import { sourceLink } from "~/domain/recipes/source";

/**
 * "From example.com": where an imported or copied recipe came from, as a link that opens the
 * original page in a new tab. Nothing is shown without a source or for an address that is not
 * http(s), so a stored `javascript:` address can never become a link.
 */
export function RecipeSource({ url, className = "" }: { url: string | null | undefined; className?: string }) {
  const link = sourceLink(url);
  if (!link) return null;
  return (
    <p className={`inline-flex items-center gap-1.5 ${className}`} data-testid="recipe-source">
      <Globe className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        From{" "}
        <a
          href={link.href}
          target="_blank"
          rel="nofollow noopener"
          className="font-medium underline underline-offset-2 hover:no-underline"
        >
          {link.host}
          <span className="sr-only"> (opens the original page in a new tab)</span>
        </a>
      </span>
    </p>
  );
}
