import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** Previous / next page links that keep the rest of the URL. */
export function Pager({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const linkClass = buttonClass("secondary", "md");
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={linkClass} preventScrollReset={false}>
          Previous page
        </Link>
      )}
      <span className="text-warm-700" aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          Next page
        </Link>
      )}
    </nav>
  );
}
