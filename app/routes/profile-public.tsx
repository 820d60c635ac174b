import { UserRound } from "lucide-react";
import { AuthCard, TextLink } from "~/features/account/auth-card";
import { redirectSignedIn } from "~/server/auth/session.server";
import type { Route } from "./+types/profile-public";

export const meta: Route.MetaFunction = () => [{ title: "Profile – Simmer" }];

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/profile");
  return null;
}

export default function PublicProfile() {
  return (
    <AuthCard title="Your profile" lead="Please log in to view your profile.">
      <div className="flex flex-col items-center gap-4 text-center">
        <UserRound className="text-accent-orange h-12 w-12" aria-hidden="true" />
        <p>
          <TextLink to="/login?redirectTo=%2Fapp%2Fprofile">Log in</TextLink> or{" "}
          <TextLink to="/signup">create an account</TextLink>.
        </p>
      </div>
    </AuthCard>
  );
}
