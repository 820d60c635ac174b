import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { afterSignup } from "~/domain/billing/pricing";
import { SignupSchema } from "~/domain/validation/auth";
import { AuthCard, TextLink } from "~/features/account/auth-card";
import { NewPasswordFields } from "~/features/account/new-password-fields";
import { SocialButtons } from "~/features/account/social-buttons";
import { socialProviders } from "~/server/auth/auth.server";
import { redirectWith } from "~/server/auth/responses.server";
import { redirectSignedIn } from "~/server/auth/session.server";
import { signUpWithPassword, startSocialSignIn } from "~/server/auth/sign-in.server";
import { flashHeader } from "~/server/flash.server";
import { safeRedirect } from "~/domain/accounts/safe-redirect";
import { signupRefusal } from "~/domain/admin/signup";
import { siteInviteToken } from "~/domain/admin/site-invites";
import { asInvitedSignUp, isOpenInvitation, signUpThroughSiteInvite, signupMode } from "~/server/admin/signup.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/signup";
import { SSO_MESSAGES } from "~/domain/admin/single-sign-on";
import { invitationCookie, passwordsOff, singleSignOnName } from "~/server/auth/single-sign-on.server";

export const meta: Route.MetaFunction = () => [{ title: "Sign up – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/dashboard");
  const params = new URL(request.url).searchParams;
  // Billing: a plan chosen on /pricing travels through sign-up to its checkout; a page that sent a
  // visitor here (a household invitation) is where the new cook lands.
  const plan = params.get("plan");
  const redirectTo = params.has("redirectTo") ? safeRedirect(params.get("redirectTo")) : null;
  // SIGNUP=invite|closed: the page says so instead of showing a form the server would refuse.
  const refusal = signupRefusal(signupMode(), await isOpenInvitation(await getDb(), redirectTo));
  return {
    providers: socialProviders(),
    passwordsOff: passwordsOff(),
    plan: afterSignup(plan) === "/app/dashboard" ? null : plan,
    redirectTo,
    refusal,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const next = formData.has("redirectTo") ? safeRedirect(formData.get("redirectTo")) : afterSignup(formData.get("plan"));
  const invited = await isOpenInvitation(await getDb(), formData.has("redirectTo") ? next : null);
  if (formData.get("intent") === "social") {
    // The invitation travels to the provider's callback in a short-lived cookie (decision 057).
    const landing = siteInviteToken(next) ? "/app/dashboard" : next;
    return startSocialSignIn(request, String(formData.get("provider")), landing, ...(invited ? [invitationCookie(next)] : []));
  }
  const submission = parseWithZod(formData, { schema: SignupSchema });
  if (passwordsOff()) {
    const refusal = SSO_MESSAGES.passwordsOff(singleSignOnName() ?? "");
    return data(
      { result: submission.reply({ formErrors: [refusal], hideFields: ["password", "confirmPassword"] }) },
      { status: 403 },
    );
  }
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const signUp = () => signUpWithPassword(request, submission.value);
  // An admin's invite link admits one account; a household invitation admits its household's.
  const result = siteInviteToken(next)
    ? await signUpThroughSiteInvite(await getDb(), next, submission.value.email, signUp, signUp)
    : invited
      ? await asInvitedSignUp(signUp)
      : await signUp();
  if (!result.ok) {
    const errors = "formError" in result ? { formErrors: [result.formError] } : { fieldErrors: { email: [result.emailError] } };
    return data({ result: submission.reply({ ...errors, hideFields }) }, { status: result.status });
  }
  // An invite link has done its work: the new cook lands on the dashboard, not on the used link.
  const landing = siteInviteToken(next) ? "/app/dashboard" : next;
  return redirectWith(landing, result.response, await flashHeader(AUTH_MESSAGES.signupSuccess));
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.refusal) return <SignupUnavailable message={loaderData.refusal} redirectTo={loaderData.redirectTo} />;
  return <SignupForm loaderData={loaderData} actionData={actionData} />;
}

function SignupUnavailable({ message, redirectTo }: { message: string; redirectTo: string | null }) {
  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account?{" "}
          <TextLink to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}>Log in</TextLink>
        </>
      }
    >
      <p role="status" className="bg-warm-100 text-warm-800 rounded-lg px-4 py-3 text-center">
        {message}
      </p>
    </AuthCard>
  );
}

function SignupForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const navigation = useNavigation();
  const { form, fields, canSubmit, track } = useSchemaForm(SignupSchema, { id: "signup", lastResult: actionData?.result });
  if (loaderData.passwordsOff) {
    return (
      <AuthCard title="Create your account" lead="Save recipes, build cookbooks and keep ingredient lists.">
        <FormAlert errors={form.errors} />
        <SocialButtons providers={loaderData.providers} redirectTo={loaderData.redirectTo ?? "/app/dashboard"} only />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create your account"
      lead="Save recipes, build cookbooks and keep ingredient lists."
      footer={
        <>
          Already have an account?{" "}
          <TextLink to={loaderData.redirectTo ? `/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "/login"}>
            Log in
          </TextLink>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} onChange={track} onInput={track} className="space-y-5">
        <FormAlert errors={form.errors} />
        {loaderData.plan && <input type="hidden" name="plan" value={loaderData.plan} />}
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <TextField meta={fields.name} label="Full name" autoComplete="name" placeholder="Maya Okafor" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          label="Password"
          confirmLabel="Confirm password"
        />
        <CheckboxField
          meta={fields.terms}
          label={
            <>
              I agree to the{" "}
              <Link to="/terms-and-conditions" className="text-accent-orange font-semibold underline underline-offset-4">
                terms and conditions
              </Link>{" "}
              and the{" "}
              <Link to="/privacy-policy" className="text-accent-orange font-semibold underline underline-offset-4">
                privacy policy
              </Link>
            </>
          }
        />
        <SubmitButton disabled={!canSubmit} busy={navigation.state === "submitting"} busyText="Creating account...">
          Create Account
        </SubmitButton>
      </Form>
      <SocialButtons providers={loaderData.providers} redirectTo={loaderData.redirectTo ?? "/app/dashboard"} />
    </AuthCard>
  );
}
