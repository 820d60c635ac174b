import { ListChecks } from "~/components/ui/icons";
import { pageMeta } from "~/components/layout/page-header";
import { SignInPrompt } from "~/features/account/sign-in-prompt";
import { redirectSignedIn } from "~/server/auth/session.server";
import type { Route } from "./+types/ingredient-lists-public";

export const meta: Route.MetaFunction = () => pageMeta("Ingredient lists");

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/ingredient-lists");
  return null;
}

export default function IngredientListsPublic() {
  return (
    <SignInPrompt
      title="Ingredient lists"
      lead="Keep lists of what is in your pantry and find recipes from them in one click."
      icon={ListChecks}
      redirectTo="/app/ingredient-lists"
    >
      <p>Please sign in to see your ingredient lists.</p>
    </SignInPrompt>
  );
}
