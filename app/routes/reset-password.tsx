import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { ResetPasswordSchema } from "~/domain/validation/auth";
import { AuthCard, TextLink } from "~/features/account/auth-card";
import { NewPasswordFields } from "~/features/account/new-password-fields";
import { emailForResetToken, resetPasswordAndSignIn } from "~/server/auth/password-reset.server";
import { redirectWith } from "~/server/auth/responses.server";
import { flashHeader } from "~/server/flash.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password – Simmer" }];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = (await emailForResetToken(token)) !== null;
  return { token, valid };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const signedIn = await resetPasswordAndSignIn(request, submission.value.token, submission.value.password);
  if (!signedIn)
    return data({ result: submission.reply({ formErrors: [AUTH_MESSAGES.resetLinkInvalid], hideFields }) }, { status: 400 });
  return redirectWith("/app/dashboard", signedIn, await flashHeader(AUTH_MESSAGES.passwordChanged));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { form, fields, canSubmit, track } = useSchemaForm(ResetPasswordSchema, { id: "reset", lastResult: actionData?.result });
  if (!loaderData.valid) {
    return (
      <AuthCard title="Link expired" footer={<TextLink to="/login">Back to log in</TextLink>}>
        <FormAlert errors={[AUTH_MESSAGES.resetLinkInvalid]} />
        <p className="mt-6 text-center">
          <TextLink to="/forgot-password">Send a new reset link</TextLink>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" lead="Your new password replaces the old one and signs you out everywhere else.">
      <Form method="post" {...getFormProps(form)} onChange={track} onInput={track} className="space-y-5">
        <FormAlert errors={form.errors} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          label="New password"
          confirmLabel="Confirm new password"
        />
        <SubmitButton disabled={!canSubmit} busy={navigation.state === "submitting"} busyText="Saving...">
          Set New Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
