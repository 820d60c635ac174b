import { LogOut } from "~/components/ui/icons";
import { Form } from "react-router";

/** Ends the session (a POST, so a link prefetch or a stray GET cannot sign anyone out). */
export function SignOutButton({ className, withIcon = false }: { className?: string; withIcon?: boolean }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        {withIcon && <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />}
        <span>Sign Out</span>
      </button>
    </Form>
  );
}
