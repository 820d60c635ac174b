import { useSignupOpen } from "~/components/ui/use-billing";
import { Link } from "react-router";

const FOOTER_LINKS = [
  {
    title: "Discover",
    links: [
      ["/browse", "Browse recipes"],
      ["/cook-with-ingredients", "Cook with ingredients"],
    ],
  },
  {
    title: "Simmer",
    links: [
      ["/about", "About"],
      ["/pricing", "Pricing"],
      ["/signup", "Sign up"],
    ],
  },
  {
    title: "Legal",
    links: [
      ["/imprint", "Imprint"],
      ["/privacy-policy", "Privacy Policy"],
      ["/terms-and-conditions", "Terms & Conditions"],
      ["/cookies-policy", "Cookies Policy"],
    ],
  },
] as const;

export const FIRST_YEAR = 2024;

export function Footer({ year }: { year: number }) {
  const signupOpen = useSignupOpen();
  const span = year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : `${FIRST_YEAR}`;
  return (
    <footer className="border-warm-200 bg-warm-100 mt-16 border-t print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-warm-900 text-xl font-bold">Simmer</p>
          <p className="text-warm-700 mt-2 text-sm">Recipes, cookbooks and meal help for home cooks.</p>
        </div>
        {FOOTER_LINKS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-warm-800 font-sans text-sm font-semibold tracking-wide uppercase">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links
                .filter(([to]) => signupOpen || to !== "/signup")
                .map(([to, label]) => (
                  <li key={to}>
                    <Link to={to} className="text-warm-700 hover:text-warm-900 text-sm underline-offset-4 hover:underline">
                      {label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-warm-200 text-warm-700 border-t py-4 text-center text-sm">© {span} Simmer. All rights reserved.</p>
    </footer>
  );
}
