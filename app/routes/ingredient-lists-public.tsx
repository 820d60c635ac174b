import { ListChecks } from "lucide-react";
import { AuthCard, TextLink } from "~/features/account/auth-card";
import { redirectSignedIn } from "~/server/auth/session.server";
import type { Route } from "./+types/ingredient-lists-public";

export const meta: Route.MetaFunction = () => [{ title: "Ingredient lists – Simmer" }];

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/ingredient-lists");
  return null;
}

export default function IngredientListsPublic() {
  return (
    <AuthCard title="Ingredient lists" lead="Keep lists of what is in your pantry and find recipes from them in one click.">
      <div className="flex flex-col items-center gap-4 text-center">
        <ListChecks className="text-accent-orange h-12 w-12" aria-hidden="true" />
        <p>Please sign in to see your ingredient lists.</p>
        <p>
          <TextLink to="/login?redirectTo=%2Fapp%2Fingredient-lists">Log in</TextLink> or{" "}
          <TextLink to="/signup">create an account</TextLink>.
        </p>
      </div>
    </AuthCard>
  );
}
