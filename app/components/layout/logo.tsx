import { ChefHat } from "~/components/ui/icons";
import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/" className="font-display text-warm-900 inline-flex items-center gap-2 rounded-lg text-2xl font-bold">
      <span className="bg-accent-orange grid h-9 w-9 place-items-center rounded-xl text-white">
        <ChefHat className="h-5 w-5" aria-hidden="true" />
      </span>
      Simmer
    </Link>
  );
}
