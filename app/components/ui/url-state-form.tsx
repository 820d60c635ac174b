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
