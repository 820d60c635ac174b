import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/users", label: "Users", end: false },
  { to: "/admin/reports", label: "Reports", end: false },
  { to: "/admin/invites", label: "Invites", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
] as const;

/** The admin area's own navigation, above each admin page. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="border-warm-200 border-b bg-white">
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-1 px-4 sm:px-6">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-3 text-sm font-semibold ${
                  isActive ? "border-accent-orange text-warm-900" : "text-warm-700 hover:text-warm-900 border-transparent"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
