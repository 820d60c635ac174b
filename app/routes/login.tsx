import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { LoginSchema, safeRedirect } from "~/domain/validation/auth";
import { AuthCard, TextLink } from "~/features/account/auth-card";
import { SocialButtons } from "~/features/account/social-buttons";
import { socialProviders } from "~/server/auth/auth.server";
import { redirectWith } from "~/server/auth/responses.server";
import { redirectSignedIn } from "~/server/auth/session.server";
import { signInWithPassword, startSocialSignIn } from "~/server/auth/sign-in.server";
import { flashHeader } from "~/server/flash.server";
import type { Route } from "./+types/login";
import { SSO_MESSAGES } from "~/domain/admin/single-sign-on";
import { passwordsOff, providerErrorOf, singleSignOnName } from "~/server/auth/single-sign-on.server";

export const meta: Route.MetaFunction = () => [{ title: "Log in – Simmer" }];

export function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/dashboard");
  const providers = socialProviders();
  return { providers, passwordsOff: passwordsOff(), providerError: providerErrorOf(new URL(request.url), providers.oidc) };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "social") {
    return startSocialSignIn(request, String(formData.get("provider")), safeRedirect(formData.get("redirectTo")));
  }
  const submission = parseWithZod(formData, { schema: LoginSchema });
  // OIDC_ONLY=true: the provider is the only way in, whatever a form posts.
  if (passwordsOff())
    return data(
      {
        result: submission.reply({ formErrors: [SSO_MESSAGES.passwordsOff(singleSignOnName() ?? "")], hideFields: ["password"] }),
      },
      { status: 403 },
    );
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const signIn = await signInWithPassword(request, submission.value);
  if (!signIn.ok)
    return data(
      { result: submission.reply({ formErrors: [signIn.error], hideFields: ["password"] }) },
      { status: signIn.status },
    );
  return redirectWith(safeRedirect(submission.value.redirectTo), signIn.response, await flashHeader(AUTH_MESSAGES.loginSuccess));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirectTo"));
  const navigation = useNavigation();
  const { form, fields, canSubmit, track } = useSchemaForm(LoginSchema, { id: "login", lastResult: actionData?.result });
  const socialError = loaderData.providerError ? [loaderData.providerError] : undefined;
  if (loaderData.passwordsOff) {
    return (
      <AuthCard title="Welcome back" lead="Log in to your recipes, cookbooks and lists.">
        <FormAlert errors={form.errors ?? socialError} />
        <SocialButtons providers={loaderData.providers} redirectTo={redirectTo} only />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Welcome back"
      lead="Log in to your recipes, cookbooks and lists."
      footer={
        <>
          New to Simmer?{" "}
          <TextLink to={searchParams.has("redirectTo") ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup"}>
            Create an account
          </TextLink>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} onChange={track} onInput={track} className="space-y-5">
        <FormAlert errors={form.errors ?? socialError} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField meta={fields.rememberMe} label="Remember me" />
          <Link to="/forgot-password" className="text-accent-orange text-sm font-semibold underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton disabled={!canSubmit} busy={navigation.state === "submitting"} busyText="Logging in...">
          Log In
        </SubmitButton>
      </Form>
      <SocialButtons providers={loaderData.providers} redirectTo={redirectTo} />
    </AuthCard>
  );
}
