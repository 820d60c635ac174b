import type { LucideIcon } from "~/components/ui/icons";
import { AuthCard, TextLink } from "./auth-card";

interface Props {
  title: string;
  lead: string;
  icon: LucideIcon;
  /** Where signing in leads back to. */
  redirectTo: string;
  children?: React.ReactNode;
}

/** What a visitor sees at a page that needs an account: log in (and come back here) or sign up. */
export function SignInPrompt({ title, lead, icon: Icon, redirectTo, children }: Props) {
  return (
    <AuthCard title={title} lead={lead}>
      <div className="flex flex-col items-center gap-4 text-center">
        <Icon className="text-accent-orange h-12 w-12" aria-hidden="true" />
        {children}
        <p>
          <TextLink to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}>Log in</TextLink> or{" "}
          <TextLink to="/signup">create an account</TextLink>.
        </p>
      </div>
    </AuthCard>
  );
}
