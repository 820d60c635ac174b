import { Menu, X } from "~/components/ui/icons";
import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Logo } from "./logo";
import { SignOutButton } from "./sign-out-button";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { useSignupOpen } from "~/components/ui/use-billing";

export const PUBLIC_NAV_LINKS = [
  { to: "/browse", label: "Browse" },
  { to: "/cook-with-ingredients", label: "Cook with Ingredients" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition hover:bg-warm-100 ${isActive ? "text-accent-orange" : "text-warm-800"}`;

function AccountLinks({ onNavigate, signedIn }: { onNavigate?: () => void; signedIn: boolean }) {
  const signupOpen = useSignupOpen();
  if (signedIn) {
    return (
      <>
        <ButtonLink to="/app/dashboard" onClick={onNavigate} variant="ghost" size="sm">
          Dashboard
        </ButtonLink>
        <SignOutButton className={buttonClass("dark", "sm", "w-full")} />
      </>
    );
  }
  return (
    <>
      <ButtonLink to="/login" onClick={onNavigate} variant="ghost" size="sm">
        Login
      </ButtonLink>
      {signupOpen && (
        <ButtonLink to="/signup" onClick={onNavigate} variant="primary" size="sm" className="shadow-sm">
          Sign Up
        </ButtonLink>
      )}
    </>
  );
}

export function TopNav({ signedIn = false }: { signedIn?: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // Close the menu whenever the page changes (also on Back/Forward).
    setMenuPath(pathname);
    setOpen(false);
  }

  return (
    <header className="border-warm-200 bg-warm-50/95 sticky top-0 z-40 border-b backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {PUBLIC_NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <AccountLinks signedIn={signedIn} />
        </div>
        <button
          type="button"
          className="text-warm-800 hover:bg-warm-100 rounded-lg p-2 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-warm-200 bg-warm-50 border-t px-4 pb-4 lg:hidden">
          <ul className="flex flex-col py-2">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={(s) => `block ${linkClass(s)}`} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="border-warm-200 flex flex-col gap-2 border-t pt-3">
            <AccountLinks signedIn={signedIn} onNavigate={() => setOpen(false)} />
          </div>
        </nav>
      )}
    </header>
  );
}
