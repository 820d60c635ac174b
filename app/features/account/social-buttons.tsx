import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { OIDC_PROVIDER_ID, signInLabel } from "~/domain/admin/single-sign-on";

/** Which providers this install offers: Google and Facebook when configured, and the single sign-on provider's name. */
export interface OfferedProviders {
  google: boolean;
  facebook: boolean;
  oidc: string | null;
}

/**
 * The single sign-on button (decision 057) and Google and Facebook sign-in, each shown only when this
 * install is configured for it. `only`: OIDC_ONLY=true, the buttons are the whole form.
 */
export function SocialButtons({
  providers,
  redirectTo,
  only = false,
}: {
  providers: OfferedProviders;
  redirectTo: string;
  only?: boolean;
}) {
  const available = (["google", "facebook"] as const).filter((p) => providers[p]);
  if (available.length === 0 && !providers.oidc) return null;
  return (
    <div className={only ? "" : "mt-6"}>
      {!only && (
        <div className="text-warm-700 flex items-center gap-3 text-sm">
          <span className="bg-warm-200 h-px flex-1" /> or continue with <span className="bg-warm-200 h-px flex-1" />
        </div>
      )}
      {providers.oidc && (
        <ProviderForm provider={OIDC_PROVIDER_ID} redirectTo={redirectTo} className={only ? "" : "mt-4"}>
          <Button type="submit" variant={only ? "primary" : "secondary"} size="md" className="w-full">
            {signInLabel(providers.oidc)}
          </Button>
        </ProviderForm>
      )}
      {available.length > 0 && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {available.map((provider) => (
            <ProviderForm key={provider} provider={provider} redirectTo={redirectTo}>
              <Button type="submit" variant="secondary" size="md" className="w-full">
                {provider === "google" ? "Google" : "Facebook"}
              </Button>
            </ProviderForm>
          ))}
        </div>
      )}
    </div>
  );
}

function ProviderForm({
  provider,
  redirectTo,
  className,
  children,
}: {
  provider: string;
  redirectTo: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="social" />
      <input type="hidden" name="provider" value={provider} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </Form>
  );
}
