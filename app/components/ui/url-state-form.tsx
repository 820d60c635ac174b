import type { MouseEvent, ReactNode } from "react";
import { Form } from "react-router";

/**
 * Wraps buttons that change what the page shows (open a form, pick a list). With JavaScript their
 * click handler does it in place; without, the button submits this GET form and the server renders
 * the page with that choice from the URL (`?name=value`).
 */
export function UrlStateForm({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Form method="get" preventScrollReset className={className}>
      {children}
    </Form>
  );
}

/** The click handler for a button inside UrlStateForm: runs `action` instead of the GET submission. */
export function inPlace(action: () => void) {
  return (event: MouseEvent) => {
    event.preventDefault();
    action();
  };
}

/** What a page gives each card of its list: whether it is the selected one, and what selecting or deleting it does. */
export interface SelectableCardProps {
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}

/**
 * A card's title and details that pick the item: the title is a button that selects it in place
 * (with JavaScript) or through the URL as `?name=value` (without); `children` follow the title.
 */
export function SelectableTitle({
  as: Heading,
  headingClassName,
  name,
  value,
  title,
  selected,
  onSelect,
  children,
}: {
  as: "h2" | "h3";
  headingClassName: string;
  name: string;
  value: string;
  title: string;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <UrlStateForm className="min-w-0 flex-1">
      <Heading className={headingClassName}>
        <button
          type="submit"
          name={name}
          value={value}
          onClick={inPlace(onSelect)}
          aria-pressed={selected}
          className="text-left hover:underline"
        >
          {title}
        </button>
      </Heading>
      {children}
    </UrlStateForm>
  );
}
