import { LayoutGrid, List, Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { inputClass } from "~/components/ui/styles";
import {
  browseSearchParams,
  hasActiveFilters,
  MAX_COOK_TIME_OPTIONS,
  MIN_RATING_OPTIONS,
  normalizeTerm,
  SEARCH_DEBOUNCE_MS,
  SORTS,
  type BrowseState,
} from "~/domain/browse";
import { DIFFICULTIES } from "~/domain/recipe";
import { Button } from "~/components/ui/button";

interface Props {
  state: BrowseState;
  tags: string[];
  signedIn: boolean;
  /** "/browse" or "/app/browse". */
  path: string;
}

const selectClass = `${inputClass} py-2`;

/**
 * Search box, filters, sort and view. Every change goes into the URL (so Back undoes it and the
 * page renders on the server); typing waits 300 ms before searching. Without JavaScript the same
 * controls submit as a plain GET form.
 */
export function BrowseControls({ state, tags, signedIn, path }: Props) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  // The search this box asked for last: when its results arrive the user may have typed on, and
  // the box must keep what they typed.
  const [requestedQ, setRequestedQ] = useState<string | null>(null);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    if (state.q === requestedQ) setRequestedQ(null);
    // The URL changed some other way (Back, Clear All, a link): the box follows it.
    else setTerm(state.q);
  }

  const go = (next: Partial<BrowseState>) => {
    const query = browseSearchParams({ ...state, page: 1, ...next }).toString();
    navigate(query ? `${path}?${query}` : path, { preventScrollReset: true });
  };
  const search = (q: string) => {
    setRequestedQ(q);
    go({ q });
  };

  useEffect(() => {
    const wanted = normalizeTerm(term);
    if (wanted === state.q) return;
    const timer = setTimeout(() => search(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go() reads the latest state; re-running on it would restart the timer
  }, [term, state.q]);

  return (
    <Form
      method="get"
      action={path}
      onSubmit={(event) => {
        event.preventDefault();
        search(normalizeTerm(term));
      }}
      className="ring-warm-200 space-y-4 rounded-3xl bg-white p-4 shadow-sm ring-1 sm:p-5"
    >
      <div role="search" className="flex gap-2">
        <label htmlFor="browse-search" className="sr-only">
          Search recipes
        </label>
        <div className="relative flex-1">
          <Search
            className="text-warm-500 pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2"
            aria-hidden="true"
          />
          <input
            id="browse-search"
            name="q"
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Search by dish, ingredient or tag…"
            className={`${inputClass} pl-10`}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="primary" size="md">
          Search
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <FilterSelect
          label="Difficulty"
          name="difficulty"
          value={state.difficulty ?? ""}
          onChange={(v) => go({ difficulty: (v || null) as BrowseState["difficulty"] })}
        >
          <option value="">All Levels</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Category" name="tag" value={state.tag ?? ""} onChange={(v) => go({ tag: v || null })}>
          <option value="">All Categories</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Max cook time"
          name="maxTime"
          value={state.maxTime?.toString() ?? ""}
          onChange={(v) => go({ maxTime: v ? Number(v) : null })}
        >
          <option value="">Any time</option>
          {MAX_COOK_TIME_OPTIONS.map((m) => (
            <option key={m} value={m}>
              {m < 60 ? `${m} min or less` : `${m / 60} h or less`}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Minimum rating"
          name="minRating"
          value={state.minRating?.toString() ?? ""}
          onChange={(v) => go({ minRating: v ? Number(v) : null })}
        >
          <option value="">Any rating</option>
          {MIN_RATING_OPTIONS.map((r) => (
            <option key={r} value={r}>
              {r.toFixed(1)} stars & up
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Sort By" name="sort" value={state.sort} onChange={(v) => go({ sort: v as BrowseState["sort"] })}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-4">
          {signedIn && (
            <label className="text-warm-800 flex items-center gap-2 text-sm font-medium">
              <input
                key={String(state.saved)}
                type="checkbox"
                name="saved"
                value="1"
                defaultChecked={state.saved}
                onChange={(e) => go({ saved: e.target.checked })}
                className="accent-accent-orange h-4 w-4"
              />
              Saved only
            </label>
          )}
          {hasActiveFilters(state) && (
            <Link
              to={state.view === "list" ? `${path}?view=list` : path}
              className="text-accent-orange inline-flex items-center gap-1 text-sm font-semibold hover:underline"
            >
              <X className="h-4 w-4" aria-hidden="true" /> Clear All
            </Link>
          )}
        </div>
        <div className="bg-warm-100 flex rounded-xl p-1" role="group" aria-label="Layout">
          {(
            [
              ["grid", "Grid view", LayoutGrid],
              ["list", "List view", List],
            ] as const
          ).map(([view, label, Icon]) => (
            <button
              key={view}
              type="button"
              aria-pressed={state.view === view}
              aria-label={label}
              onClick={() => go({ view, page: state.page })}
              className={`rounded-lg p-2 ${state.view === view ? "text-accent-orange bg-white shadow-sm" : "text-warm-700 hover:text-warm-900"}`}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </button>
          ))}
          {state.view === "list" && <input type="hidden" name="view" value="list" />}
        </div>
      </div>
    </Form>
  );
}

function FilterSelect({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="text-warm-700 mb-1 block text-xs font-semibold tracking-wide uppercase">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {children}
      </select>
    </div>
  );
}
