import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck } from "~/components/ui/icons";
import { data, Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton, TextField } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { ForgotPasswordSchema } from "~/domain/validation/auth";
import { AuthCard, TextLink } from "~/features/account/auth-card";
import { requestPasswordReset } from "~/server/auth/password-reset.server";
import { redirectSignedIn } from "~/server/auth/session.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password – Simmer" }];

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context, "/app/settings");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  if (!(await requestPasswordReset(request, submission.value.email)))
    return data({ result: submission.reply({ formErrors: [AUTH_MESSAGES.tooManyAttempts] }), sent: false }, { status: 429 });
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { form, fields, canSubmit, track } = useSchemaForm(ForgotPasswordSchema, {
    id: "forgot",
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your email and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it? <TextLink to="/login">Back to log in</TextLink>
        </>
      }
    >
      {actionData?.sent && (
        <p
          role="status"
          className="bg-accent-green-light text-accent-green mb-5 flex items-start gap-2 rounded-xl px-4 py-3 text-sm"
        >
          <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {AUTH_MESSAGES.resetLinkSent}
        </p>
      )}
      <Form method="post" {...getFormProps(form)} onChange={track} onInput={track} className="space-y-5">
        <FormAlert errors={form.errors} />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <SubmitButton disabled={!canSubmit} busy={navigation.state === "submitting"} busyText="Sending...">
          Send Reset Link
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
