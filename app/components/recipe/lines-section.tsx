import type { ReactNode } from "react";
import { SectionedList, type SectionedListProps } from "./sectioned-list";

/**
 * A titled column of a recipe's lines, ingredients or steps, under their section headings: the
 * print sheet and the editor's preview. `empty` stands in for the list while there are no lines.
 */
export function LinesSection<T>({
  id,
  title,
  titleLevel: Title = "h2",
  titleClassName,
  bodyClassName,
  empty,
  ...list
}: SectionedListProps<T> & {
  /** The title's id, which names the section. */
  id: string;
  title: ReactNode;
  titleLevel?: "h2" | "h3";
  titleClassName: string;
  bodyClassName: string;
  empty?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} className={titleClassName}>
        {title}
      </Title>
      {empty && list.items.length === 0 ? (
        empty
      ) : (
        <div className={bodyClassName}>
          <SectionedList {...list} />
        </div>
      )}
    </section>
  );
}
