import { UserRound } from "~/components/ui/icons";
import { pageMeta } from "~/components/layout/page-header";
import { SignInPrompt } from "~/features/account/sign-in-prompt";
import { redirectSignedIn } from "~/server/auth/session.server";
import type { Route } from "./+types/profile-public";

export const meta: Route.MetaFunction = () => pageMeta("Profile");

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/profile");
  return null;
}

export default function PublicProfile() {
  return (
    <SignInPrompt title="Your profile" lead="Please log in to view your profile." icon={UserRound} redirectTo="/app/profile" />
  );
}
