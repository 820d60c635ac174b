import { LogOut } from "~/components/ui/icons";
import { Form, useSubmit } from "react-router";
import { OWNER_STORAGE_KEY } from "~/domain/offline/offline-rules";

function keepsCooksData(): boolean {
  try {
    return localStorage.getItem(OWNER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Ends the session (a POST, so a link prefetch or a stray GET cannot sign anyone out). What the
 * device kept of the cook for offline use goes first, with or without a connection (issue 31); a
 * sign-out made offline reaches the server when the connection is back.
 */
export function SignOutButton({ className, withIcon = false }: { className?: string; withIcon?: boolean }) {
  const submit = useSubmit();
  return (
    <Form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        if (!keepsCooksData()) return;
        event.preventDefault();
        const form = event.currentTarget;
        void import("~/components/offline/offline-data").then(({ signOutHere }) => signOutHere(() => submit(form)));
      }}
    >
      <button type="submit" className={className}>
        {withIcon && <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />}
        <span>Sign Out</span>
      </button>
    </Form>
  );
}
