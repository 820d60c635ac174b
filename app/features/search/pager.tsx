import { Link } from "react-router";

/** Previous / next page links that keep the rest of the URL. */
export function Pager({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const linkClass = "rounded-xl bg-white px-4 py-2 font-semibold text-warm-900 ring-1 ring-warm-300 hover:bg-warm-100";
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
