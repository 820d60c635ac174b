import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { AlertCircle } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { inputClass } from "./styles";
import { useHydrated } from "./use-hydrated";
import { Button } from "~/components/ui/button";

export { inputClass, useHydrated };

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-accent-red mt-1.5 flex items-center gap-1 text-sm" role="alert">
      <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
      {errors[0]}
    </p>
  );
}

interface TextFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
  readOnly?: boolean;
}

export function TextField({ meta, label, type = "text", autoComplete, hint, placeholder, readOnly }: TextFieldProps) {
  const hintId = `${meta.id}-hint`;
  const { key, ...inputProps } = getInputProps(meta, { type, ariaAttributes: true });
  const describedBy = [meta.errors?.length ? meta.errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={meta.id} className="text-warm-800 mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <input
        key={key}
        {...inputProps}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        placeholder={placeholder}
        readOnly={readOnly}
        className={inputClass}
      />
      {hint && (
        <p id={hintId} className="text-warm-700 mt-1.5 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ meta, label }: { meta: FieldMetadata<boolean | undefined>; label: ReactNode }) {
  const { key, ...inputProps } = getInputProps(meta, { type: "checkbox", ariaAttributes: true });
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input key={key} {...inputProps} className="border-warm-400 accent-accent-orange mt-0.5 h-4.5 w-4.5 rounded" />
        <label htmlFor={meta.id} className="text-warm-800 text-sm">
          {label}
        </label>
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FormAlert({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div
      role="alert"
      className="border-accent-red/40 bg-accent-red-light text-accent-red flex items-start gap-2 rounded-xl border px-4 py-3 text-sm"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{errors[0]}</span>
    </div>
  );
}

export function SubmitButton({
  children,
  disabled,
  busy,
  busyText,
}: {
  children: ReactNode;
  disabled?: boolean;
  busy?: boolean;
  busyText?: string;
}) {
  return (
    <Button type="submit" disabled={disabled || busy} variant="primary" size="lg" className="w-full shadow-sm">
      {busy && busyText ? busyText : children}
    </Button>
  );
}

/** A form's own submit button (its label while sending is `busyLabel`) beside Cancel. */
export function SubmitCancelButtons({
  label,
  busyLabel,
  busy,
  canSubmit,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  canSubmit: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-3">
      <Button type="submit" size="lg" disabled={!canSubmit || busy}>
        {busy ? busyLabel : label}
      </Button>
      <Button variant="secondary" size="lg" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
