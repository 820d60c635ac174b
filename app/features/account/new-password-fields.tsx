import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/form";

type PasswordMeta = FieldMetadata<string | undefined>;

/** A new password with its rule, and the same typed again (sign-up, password reset). */
export function NewPasswordFields({
  password,
  confirmPassword,
  label,
  confirmLabel,
}: {
  password: PasswordMeta;
  confirmPassword: PasswordMeta;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <TextField
        meta={password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters with letters and numbers."
      />
      <TextField meta={confirmPassword} label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
}
