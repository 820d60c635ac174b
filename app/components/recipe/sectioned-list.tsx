import { useId, type ReactNode } from "react";
import { groupBySection, type RecipeSection } from "~/domain/recipes/recipe-sections";

interface Props<T> {
  items: readonly T[];
  /** Headings over the lines ("For the sauce"); none draws one list as before. */
  sections?: readonly RecipeSection[] | null;
  /** Numbered steps (an `ol` whose numbers run on across headings) or a bulleted list. */
  ordered?: boolean;
  /** The list's name for screen readers ("Ingredients"); the lines before the first heading keep it. */
  label: string;
  /** The headings' level: h3 under the page's h2, h4 under an h3 (h2 under cook mode's h1). */
  headingLevel?: "h2" | "h3" | "h4";
  headingClassName?: string;
  listClassName?: string;
  /** Put on the one list, or on the box holding the lists when there are headings. */
  testId?: string;
  /** One `li` for line `index` (its place in the whole list). */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A recipe's ingredients or steps under their section headings (issue 28): each heading a real
 * heading, each run of lines a list named by it. Without headings, the single list it always was.
 */
export function SectionedList<T>({
  items,
  sections,
  ordered = false,
  label,
  headingLevel: Heading = "h3",
  headingClassName = "text-warm-900 mb-2 text-lg font-bold",
  listClassName,
  testId,
  renderItem,
}: Props<T>) {
  const id = useId();
  const List = ordered ? "ol" : "ul";
  const groups = groupBySection(items, sections);
  if (groups.length === 1 && groups[0]!.title === null) {
    return (
      <List className={listClassName} aria-label={label} data-testid={testId}>
        {items.map((item, i) => renderItem(item, i))}
      </List>
    );
  }
  return (
    <div data-testid={testId} data-sectioned="">
      {groups.map((group) => {
        const headingId = `${id}-section-${group.start}`;
        return (
          <div key={group.start} data-testid="recipe-section" className="mt-5 first:mt-0">
            {group.title !== null && (
              <Heading id={headingId} className={headingClassName}>
                {group.title}
              </Heading>
            )}
            <List
              className={listClassName}
              start={ordered ? group.start + 1 : undefined}
              {...(group.title === null ? { "aria-label": label } : { "aria-labelledby": headingId })}
            >
              {group.items.map((item, i) => renderItem(item, group.start + i))}
            </List>
          </div>
        );
      })}
    </div>
  );
}
