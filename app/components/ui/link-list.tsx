import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import type { LucideIcon } from "./icons";

export interface ListedLink {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Marked as the current page only on its own address, not on the pages below it. */
  end?: boolean;
}

/**
 * A list of page links: the sidebar, the admin tabs, the dashboard's quick actions, the 404 page's
 * suggestions. With `linkClass` a function of the active state each link is a NavLink (the current
 * page gets `aria-current="page"` and the active class); with a fixed class, a plain Link.
 */
export function LinkList<T extends ListedLink>({
  links,
  className,
  itemClassName,
  linkClass,
  linkTitle,
  children = (link) => link.label,
}: {
  links: readonly T[];
  className?: string;
  itemClassName?: string;
  linkClass: string | ((active: boolean) => string);
  /** A tooltip (the collapsed sidebar's page names). */
  linkTitle?: (link: T) => string | undefined;
  /** What a link shows: by default its label. */
  children?: (link: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to} className={itemClassName}>
          {typeof linkClass === "string" ? (
            <Link to={link.to} title={linkTitle?.(link)} className={linkClass}>
              {children(link)}
            </Link>
          ) : (
            <NavLink to={link.to} end={link.end} title={linkTitle?.(link)} className={({ isActive }) => linkClass(isActive)}>
              {children(link)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
