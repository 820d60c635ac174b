import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** Google and Facebook sign-in, shown only for the providers this install has credentials for. */
export function SocialButtons({
  providers,
  redirectTo,
}: {
  providers: { google: boolean; facebook: boolean };
  redirectTo: string;
}) {
  const available = (["google", "facebook"] as const).filter((p) => providers[p]);
  if (available.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="text-warm-700 flex items-center gap-3 text-sm">
        <span className="bg-warm-200 h-px flex-1" /> or continue with <span className="bg-warm-200 h-px flex-1" />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {available.map((provider) => (
          <Form method="post" key={provider}>
            <input type="hidden" name="intent" value="social" />
            <input type="hidden" name="provider" value={provider} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button type="submit" variant="secondary" size="md" className="w-full">
              {provider === "google" ? "Google" : "Facebook"}
            </Button>
          </Form>
        ))}
      </div>
    </div>
  );
}
