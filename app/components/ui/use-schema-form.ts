import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { useHydrated } from "./form";

/**
 * A form driven by one Zod schema: fields validate on blur (and again as the user corrects them),
 * the server's reply shows the same messages, and `canSubmit` stays false until the whole form is
 * valid (only once JavaScript runs, so the form still works without it).
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    /** When fields first show their errors: on leaving them (default), as the user types, or only on sending. */
    validateOn?: "onBlur" | "onInput" | "onSubmit";
    /** Handles a valid submission in the browser instead of sending the form (the event's default is already prevented). */
    onValidSubmit?: (value: z.output<Schema>, form: HTMLFormElement) => void;
  },
) {
  const [valid, setValid] = useState(() => (options.defaultValue ? schema.safeParse(options.defaultValue).success : false));
  const hydrated = useHydrated();
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: options.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: options.onValidSubmit
      ? (event, { submission }) => {
          event.preventDefault();
          if (submission?.status === "success") options.onValidSubmit?.(submission.value, event.currentTarget);
        }
      : undefined,
  });
  const track = (event: FormEvent<HTMLFormElement>) => {
    setValid(parseWithZod(new FormData(event.currentTarget), { schema }).status === "success");
  };
  /** Everything the <form> element needs: Conform's props and the validity tracking. */
  const formProps = { ...getFormProps(form), onChange: track, onInput: track };
  return { form, fields, canSubmit: !hydrated || valid, track, formProps };
}
