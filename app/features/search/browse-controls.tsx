import { LayoutGrid, List, SlidersHorizontal, X } from "~/components/ui/icons";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
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
} from "~/domain/recipes/browse";
import { activeFilterCount, readBrowseParams } from "~/domain/recipes/browse-query";
import { DIFFICULTIES } from "~/domain/recipes/recipe";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";

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
  // The searches this box asked for, oldest first, whose results have not arrived yet: when one
  // arrives the user may have typed on (even past a later search still on its way), and the box
  // keeps what they typed.
  const [requested, setRequested] = useState<readonly string[]>([]);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    const mine = requested.indexOf(state.q);
    if (mine >= 0) setRequested(requested.slice(mine + 1));
    else {
      // The URL changed some other way (Back, Clear All, a link): the box follows it.
      setRequested([]);
      setTerm(state.q);
    }
  }

  // What a change builds on: the browse state on its way (a filter just chosen) or else the one
  // shown. Read through a ref, so the search sent when typing pauses, whose timer was set some
  // renders ago, keeps a filter chosen meanwhile.
  const navigation = useNavigation();
  const base = navigation.location?.pathname === path ? readBrowseParams(new URLSearchParams(navigation.location.search)) : state;
  const latest = useRef(base);
  useLayoutEffect(() => {
    latest.current = base;
  });

  const go = (next: Partial<BrowseState>) => {
    const query = browseSearchParams({ ...latest.current, page: 1, ...next }).toString();
    navigate(query ? `${path}?${query}` : path, { preventScrollReset: true });
  };
  const activeCount = activeFilterCount(state);
  const search = (q: string) => {
    setRequested((earlier) => [...earlier, q]);
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
        <div className="relative flex-1">
          <SearchField
            id="browse-search"
            value={term}
            onChange={setTerm}
            placeholder="Search by dish, ingredient or tag…"
            iconClass="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2"
            inputClass={`${inputClass} pl-10`}
          />
        </div>
        <Button type="submit" variant="primary" size="md">
          Search
        </Button>
      </div>
      {/*
        On a phone the filters fold away behind "Filters (n)", so results start on the first screen.
        A checkbox and its label do the folding, so it works without JavaScript too; from md up the
        filters are always shown and the toggle is gone.
      */}
      <input id="browse-filters-toggle" type="checkbox" className="peer sr-only md:hidden" aria-controls="browse-filters" />
      <label
        htmlFor="browse-filters-toggle"
        className="text-warm-900 ring-warm-300 peer-focus-visible:outline-accent-orange peer-checked:bg-warm-100 flex w-full cursor-pointer items-center justify-center gap-2 rounded-xl px-4 py-2.5 font-semibold ring-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 md:hidden"
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" /> Filters
        {activeCount > 0 && (
          <span
            className="bg-accent-orange rounded-full px-2 py-0.5 text-xs font-bold text-white"
            data-testid="active-filter-count"
          >
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
      </label>
      <div
        id="browse-filters"
        className="hidden grid-cols-1 gap-3 peer-checked:grid min-[420px]:grid-cols-2 md:grid md:grid-cols-3 lg:grid-cols-5"
      >
        {filters(state, tags).map(({ name, label, value, options, toState }) => (
          <FilterSelect key={name} label={label} name={name} value={value} onChange={(v) => go(toState(v))} options={options} />
        ))}
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

type Option = readonly [value: string, label: string];

/** The five dropdowns: what each shows, and how a choice changes the browse state. */
function filters(state: BrowseState, tags: string[]) {
  const choose = (value: string) => (value ? value : null);
  return [
    {
      name: "difficulty",
      label: "Difficulty",
      value: state.difficulty ?? "",
      options: [["", "All Levels"], ...DIFFICULTIES.map((d): Option => [d, d])],
      toState: (v: string) => ({ difficulty: choose(v) as BrowseState["difficulty"] }),
    },
    {
      name: "tag",
      label: "Category",
      value: state.tag ?? "",
      options: [["", "All Categories"], ...tags.map((t): Option => [t, t])],
      toState: (v: string) => ({ tag: choose(v) }),
    },
    {
      name: "maxTime",
      label: "Max cook time",
      value: state.maxTime?.toString() ?? "",
      options: [
        ["", "Any time"],
        ...MAX_COOK_TIME_OPTIONS.map((m): Option => [String(m), m < 60 ? `${m} min or less` : `${m / 60} h or less`]),
      ],
      toState: (v: string) => ({ maxTime: v ? Number(v) : null }),
    },
    {
      name: "minRating",
      label: "Minimum rating",
      value: state.minRating?.toString() ?? "",
      options: [["", "Any rating"], ...MIN_RATING_OPTIONS.map((r): Option => [String(r), `${r.toFixed(1)} stars & up`])],
      toState: (v: string) => ({ minRating: v ? Number(v) : null }),
    },
    {
      name: "sort",
      label: "Sort By",
      value: state.sort,
      options: SORTS.map((o): Option => [o.value, o.label]),
      toState: (v: string) => ({ sort: v as BrowseState["sort"] }),
    },
  ] satisfies { name: string; label: string; value: string; options: Option[]; toState: (v: string) => Partial<BrowseState> }[];
}

function FilterSelect({
  label,
  name,
  value,
  onChange,
  options,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="text-warm-700 mb-1 block text-xs font-semibold tracking-wide uppercase">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
