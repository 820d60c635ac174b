import {
  Sparkles,
  BookOpen,
  CalendarDays,
  Crown,
  House,
  ListChecks,
  PanelLeftClose,
  PanelLeftOpen,
  PlusCircle,
  Refrigerator,
  Search,
  Settings,
  ShoppingCart,
  User,
} from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { BILLING_SETTINGS, daysLeft, type SidebarBilling } from "~/domain/billing/sidebar-billing";
import { SignOutButton } from "./sign-out-button";
import { ButtonLink } from "~/components/ui/button";
import { Form, Link, NavLink } from "react-router";

/** The signed-in area's pages. Each capability adds its entry here when its route exists. */
export const APP_NAV = [
  { to: "/app/dashboard", label: "Dashboard", icon: House },
  { to: "/app/browse", label: "Browse Recipes", icon: Search },
  { to: "/app/create-recipe", label: "Create Recipe", icon: PlusCircle },
  { to: "/app/ai-recipes", label: "AI Recipes", icon: Sparkles },
  { to: "/app/cookbooks", label: "Cookbooks", icon: BookOpen },
  { to: "/app/cook-with-ingredients", label: "Cook with Ingredients", icon: Refrigerator },
  { to: "/app/ingredient-lists", label: "Ingredient Lists", icon: ListChecks },
  { to: "/app/meal-plan", label: "Meal Plan", icon: CalendarDays },
  { to: "/app/shopping", label: "Shopping List", icon: ShoppingCart },
  { to: "/app/profile", label: "Profile", icon: User },
  { to: "/app/settings", label: "Settings", icon: Settings },
] as const;

/** Shown to admins only (issue 29). */
const ADMIN_NAV = { to: "/admin", label: "Admin", icon: Settings } as const;

const STORAGE_KEY = "simmer.sidebar-collapsed";

export function AppSidebar({
  showUpgrade,
  trial = null,
  ending = null,
  admin = false,
}: {
  showUpgrade: boolean;
  trial?: SidebarBilling["trial"];
  ending?: SidebarBilling["ending"];
  /** The cook runs this site: the sidebar adds the admin area. */
  admin?: boolean;
}) {
  const nav = admin ? [...APP_NAV, ADMIN_NAV] : APP_NAV;
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored choice exists only in the browser
    setCollapsed(window.localStorage.getItem(STORAGE_KEY) === "true");
  }, []);
  const toggle = () => {
    setCollapsed((c) => {
      window.localStorage.setItem(STORAGE_KEY, String(!c));
      return !c;
    });
  };

  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      // Scrolls on its own when the pages and the plan card are taller than the window, so Sign Out is always reachable.
      className={`border-warm-200 sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 flex-col overflow-y-auto border-r bg-white p-3 transition-all lg:flex print:hidden ${collapsed ? "w-18" : "w-64"}`}
    >
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        className="text-warm-700 hover:bg-warm-100 mb-2 self-end rounded-lg p-2"
      >
        {collapsed ? (
          <PanelLeftOpen className="h-5 w-5" aria-hidden="true" />
        ) : (
          <PanelLeftClose className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
      <nav aria-label="App">
        <ul className="space-y-1">
          {nav.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium ${isActive ? "bg-accent-orange-light text-accent-orange" : "text-warm-800 hover:bg-warm-100"}`
                }
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span className={collapsed ? "sr-only" : undefined}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-3">
        {trial && !collapsed && (
          <div className="bg-warm-900 rounded-2xl p-4 text-white" aria-label="Your trial" role="group">
            <Crown className="text-accent-yellow h-6 w-6" aria-hidden="true" />
            <p className="mt-2 font-semibold">{trial.planName} trial</p>
            <p className="text-warm-200 mt-1 text-sm">
              Trial: {daysLeft(trial.daysLeft)} · ends {trial.endsOn}
            </p>
            <Link
              to={trial.keepPath}
              className="bg-accent-orange mt-3 block rounded-lg px-3 py-2 text-center text-sm font-semibold text-white hover:bg-orange-800"
            >
              Keep {trial.planName}
            </Link>
          </div>
        )}
        {ending && !collapsed && (
          <div className="bg-warm-900 rounded-2xl p-4 text-white" aria-label="Your plan" role="group">
            <Crown className="text-accent-yellow h-6 w-6" aria-hidden="true" />
            <p className="mt-2 font-semibold">
              {ending.planName} until {ending.until}
            </p>
            <p className="text-warm-200 mt-1 text-sm">Cancelled: then back to Free.</p>
            {/* The settings page's own resume: it answers with a redirect and the flash message. */}
            <Form method="post" action={BILLING_SETTINGS}>
              <button
                type="submit"
                name="intent"
                value="resume-subscription"
                className="bg-accent-orange mt-3 block w-full rounded-lg px-3 py-2 text-center text-sm font-semibold text-white hover:bg-orange-800"
              >
                Resume {ending.planName}
              </button>
            </Form>
          </div>
        )}
        {showUpgrade && !trial && !ending && !collapsed && (
          <div className="bg-warm-900 rounded-2xl p-4 text-white">
            <Crown className="text-accent-yellow h-6 w-6" aria-hidden="true" />
            <p className="mt-2 font-semibold">Go Premium</p>
            <p className="text-warm-200 mt-1 text-sm">AI recipes, shopping lists and more cookbooks.</p>
            <ButtonLink to="/pricing" variant="primary" size="sm" className="mt-3 w-full">
              See plans
            </ButtonLink>
          </div>
        )}
        <SignOutButton
          withIcon
          className={`text-warm-800 hover:bg-warm-100 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium ${collapsed ? "[&>span]:sr-only" : ""}`}
        />
      </div>
    </aside>
  );
}

/** On narrow screens the same pages as a scrollable row under the top navigation. */
export function AppMobileNav({ admin = false }: { admin?: boolean }) {
  const nav = admin ? [...APP_NAV, ADMIN_NAV] : APP_NAV;
  return (
    // Wraps onto a second line rather than scrolling: on a phone every page is in sight at once.
    <nav aria-label="App pages" className="border-warm-200 border-b bg-white lg:hidden print:hidden">
      <ul className="flex flex-wrap gap-1 px-3 py-2">
        {nav.map(({ to, label }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `block rounded-lg px-2.5 py-1.5 text-sm font-medium ${isActive ? "bg-accent-orange-light text-accent-orange" : "text-warm-800"}`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
