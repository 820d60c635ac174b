import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { CheckCircle2, Eye, Lightbulb, Image as ImageIcon, Pencil } from "~/components/ui/icons";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FieldError, FormAlert, inputClass } from "~/components/ui/form";
import { toast } from "~/components/ui/toast-store";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { DIFFICULTIES } from "~/domain/recipes/recipe";
import { SECTION_MESSAGES } from "~/domain/recipes/recipe-sections";
import {
  draftToFormValues,
  IMPORTED_FIELD,
  ImportedRecipeFormSchema,
  RecipeFormSchema,
  type RecipeDraft,
} from "~/domain/validation/recipe";
import { RecipePreview } from "./recipe-preview";
import { previewDraft, useRecipeFormState } from "./recipe-form-state";

export type { RecipeDraft };

export interface RecipeFormProps {
  /** Pre-filled values: an imported page, or the recipe being edited. */
  defaultValues?: Partial<RecipeDraft>;
  /** "create" reads 'Create Recipe' / 'Creating Recipe...'; "edit" reads 'Save Changes' / 'Saving Changes...'. */
  mode?: "create" | "edit";
  /** Where the form posts (the route whose action creates or saves the recipe). */
  action: string;
  /** The action's answer when it refused the form (field errors and the message). */
  lastReply?: ActionReply<unknown>;
  /** Where Cancel goes once the cook confirms. */
  cancelTo?: string;
  /** Extra fields shown under the image URL (a photo upload); send `encType` with them. */
  imageSlot?: ReactNode;
  encType?: "multipart/form-data" | "application/x-www-form-urlencoded";
  /** Hidden fields sent along (an intent). */
  hidden?: Record<string, string>;
  /** The form element's id (Conform's form id). */
  id?: string;
  /**
   * A draft imported from a page: checked with the imported-recipe rules (short imported text
   * accepted), and the fields named here (required ones the page left empty) show their message at once.
   */
  imported?: { needsValue: ("description" | "imageUrl" | "cookTime" | "servings")[] };
  /**
   * The author's household, when they are in one: the form then offers who can see the recipe as
   * three choices (private, household, everyone) instead of the "Share with everyone" box (issue 27).
   */
  householdName?: string | null;
  /** Why the recipe may not be shared with everyone (an admin took it off the public), or null. */
  shareLocked?: string | null;
}

/**
 * The recipe form (spec section 2, "Create recipe"): Edit/Preview, five sections, side tips, every
 * field checked with the one schema on blur and on sending. Used by the create page, the edit page
 * and the import flow (which pre-fills it through `defaultValues`).
 */
export function RecipeForm({
  defaultValues,
  mode = "create",
  action,
  lastReply,
  cancelTo = "/app/dashboard",
  imageSlot,
  encType,
  hidden,
  id = "recipe-form",
  imported,
  householdName = null,
  shareLocked = null,
}: RecipeFormProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useRecipeFormState();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    form: conform,
    fields,
    canSubmit,
    formProps,
    track,
  } = useSchemaForm(imported ? ImportedRecipeFormSchema : RecipeFormSchema, {
    id,
    lastResult: lastReply && !lastReply.ok ? lastReply.result : undefined,
    defaultValue: draftToFormValues(defaultValues ?? {}) as never,
  });
  const busy = navigation.state === "submitting" && navigation.formAction === action;

  // A pre-filled form may already be valid: check once it is in the page.
  useEffect(() => {
    if (formRef.current) track({ currentTarget: formRef.current } as FormEvent<HTMLFormElement>);
    for (const name of imported?.needsValue ?? []) conform.validate({ name });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  // A refused save: a notification besides the message above the form.
  useEffect(() => {
    if (lastReply && !lastReply.ok) toast(lastReply.message, "error");
  }, [lastReply]);

  const common = { touched: form.touched, onTouch: form.touch };
  const label = mode === "create" ? "Create Recipe" : "Save Changes";
  const busyLabel = mode === "create" ? "Creating Recipe..." : "Saving Changes...";

  const previewing = form.previewing;
  const draft = previewDraft((name) => fields[name].value);

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <div role="group" aria-label="Mode" className="bg-warm-100 mb-6 inline-flex rounded-xl p-1">
          <ModeButton pressed={!previewing} onClick={form.showEdit} icon={<Pencil className="h-4 w-4" aria-hidden="true" />}>
            Edit
          </ModeButton>
          <ModeButton pressed={previewing} onClick={form.showPreview} icon={<Eye className="h-4 w-4" aria-hidden="true" />}>
            Preview
          </ModeButton>
        </div>

        {previewing && <RecipePreview draft={draft} />}

        <Form
          method="post"
          action={action}
          encType={encType}
          {...formProps}
          ref={formRef}
          hidden={previewing}
          className="space-y-6"
        >
          {Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {imported && <input type="hidden" name={IMPORTED_FIELD} value="1" />}
          {lastReply && !lastReply.ok && <FormAlert errors={[lastReply.message]} />}

          <Section title="Basic Information">
            <Field meta={fields.title} label="Recipe Title" {...common}>
              {(props) => (
                <input
                  {...props}
                  {...withoutKey(getInputProps(fields.title, { type: "text", ariaAttributes: true }))}
                  placeholder="e.g. Grandma's Apple Pie"
                />
              )}
            </Field>
            <Field meta={fields.description} label="Description" hint="10 to 500 characters." {...common}>
              {(props) => (
                <textarea
                  {...props}
                  {...withoutKey(getTextareaProps(fields.description, { ariaAttributes: true }))}
                  rows={3}
                  placeholder="What makes this recipe special?"
                />
              )}
            </Field>
            <Field
              meta={fields.imageUrl}
              label="Image URL"
              hint="A link to a .jpg, .jpeg, .png, .gif or .webp image."
              {...common}
            >
              {(props) => (
                <input
                  {...props}
                  {...withoutKey(getInputProps(fields.imageUrl, { type: "url", ariaAttributes: true }))}
                  placeholder="https://example.com/apple-pie.jpg"
                />
              )}
            </Field>
            {imageSlot}
            <Field meta={fields.author} label="Author" {...common}>
              {(props) => (
                <input
                  {...props}
                  {...withoutKey(getInputProps(fields.author, { type: "text", ariaAttributes: true }))}
                  autoComplete="name"
                />
              )}
            </Field>
            <Field
              meta={fields.sourceUrl}
              label="Source address (optional)"
              hint="The web page this recipe comes from, shown on the recipe as “From …”."
              {...common}
            >
              {(props) => (
                <input
                  {...props}
                  {...withoutKey(getInputProps(fields.sourceUrl, { type: "url", ariaAttributes: true }))}
                  inputMode="url"
                  placeholder="https://example.com/the-original-recipe"
                />
              )}
            </Field>
          </Section>

          <Section title="Recipe Details">
            <div className="grid gap-5 sm:grid-cols-3">
              <Field meta={fields.cookTime} label="Cook Time (minutes)" {...common}>
                {(props) => (
                  <input
                    {...props}
                    {...withoutKey(getInputProps(fields.cookTime, { type: "number", ariaAttributes: true }))}
                    inputMode="numeric"
                  />
                )}
              </Field>
              <Field meta={fields.servings} label="Servings" {...common}>
                {(props) => (
                  <input
                    {...props}
                    {...withoutKey(getInputProps(fields.servings, { type: "number", ariaAttributes: true }))}
                    inputMode="numeric"
                  />
                )}
              </Field>
              <Field meta={fields.difficulty} label="Difficulty" {...common}>
                {(props) => (
                  <select {...props} {...withoutKey(getSelectProps(fields.difficulty, { ariaAttributes: true }))}>
                    <option value="">Select difficulty</option>
                    {DIFFICULTIES.map((d) => (
                      <option key={d} value={d}>
                        {d}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </Section>

          <Section title="Ingredients">
            <Field
              meta={fields.ingredients}
              label="Ingredients (one per line)"
              hint={`2 to 50 lines, e.g. “2 cups flour” or “3 large eggs, beaten”. ${SECTION_MESSAGES.hint}`}
              {...common}
            >
              {(props) => (
                <textarea
                  {...props}
                  {...withoutKey(getTextareaProps(fields.ingredients, { ariaAttributes: true }))}
                  rows={8}
                  placeholder={"2 cups all-purpose flour\n1 tsp salt\n3 large eggs, beaten"}
                />
              )}
            </Field>
          </Section>

          <Section title="Instructions">
            <Field
              meta={fields.instructions}
              label="Instructions (one step per line)"
              hint={`2 to 30 steps, each at least 5 characters. ${SECTION_MESSAGES.hint}`}
              {...common}
            >
              {(props) => (
                <textarea
                  {...props}
                  {...withoutKey(getTextareaProps(fields.instructions, { ariaAttributes: true }))}
                  rows={8}
                  placeholder={"Preheat the oven to 180 °C.\nMix the flour and salt in a bowl."}
                />
              )}
            </Field>
          </Section>

          <Section title="Tags (Optional)">
            <Field meta={fields.tags} label="Tags (comma-separated)" hint="Up to 10 tags, each 2 to 20 characters." {...common}>
              {(props) => (
                <input
                  {...props}
                  {...withoutKey(getInputProps(fields.tags, { type: "text", ariaAttributes: true }))}
                  placeholder="dessert, baking, family favorite"
                />
              )}
            </Field>
            {householdName !== null ? (
              <VisibilityChoice field={fields.visibility} householdName={householdName} shareLocked={shareLocked} />
            ) : (
              <div className="flex items-start gap-2.5">
                <input
                  {...getInputProps(fields.isPublic, { type: "checkbox" })}
                  key={undefined}
                  disabled={shareLocked !== null}
                  aria-describedby={shareLocked ? "share-locked" : undefined}
                  className="border-warm-400 accent-accent-orange mt-0.5 h-4.5 w-4.5 rounded"
                />
                <label htmlFor={fields.isPublic.id} className="text-warm-800 text-sm">
                  <span className="font-semibold">Share with everyone</span> — otherwise only you can see this recipe.
                </label>
              </div>
            )}
            {shareLocked && (
              <p id="share-locked" className="text-warm-700 text-sm">
                {shareLocked}
              </p>
            )}
          </Section>

          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={!canSubmit || busy}>
              {busy ? busyLabel : label}
            </Button>
            {hydrated ? (
              <Button type="button" variant="secondary" size="lg" onClick={() => form.setConfirmingCancel(true)}>
                Cancel
              </Button>
            ) : (
              <ButtonLink to={cancelTo} variant="secondary" size="lg">
                Cancel
              </ButtonLink>
            )}
          </div>
        </Form>
      </div>

      <RecipeTips />

      <ConfirmDialog
        open={form.confirmingCancel}
        onOpenChange={form.setConfirmingCancel}
        title="Discard this recipe?"
        description={RECIPE_MESSAGES.confirmDiscard}
        confirmLabel="Discard"
        onConfirm={() => void navigate(cancelTo)}
      />
    </div>
  );
}

/** Conform's props without `key`, which React refuses inside a spread. */
function withoutKey<T extends { key?: string }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}

function ModeButton({
  pressed,
  onClick,
  icon,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex items-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold ${pressed ? "text-warm-900 bg-white shadow-sm" : "text-warm-700 hover:text-warm-900"}`}
    >
      {icon}
      {children}
    </button>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="ring-warm-200 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1">
      <h2 id={id} className="text-warm-900 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ControlProps {
  className: string;
  "aria-describedby"?: string;
}

/** A labelled control with its hint, its error once checked, and 'Looks good!' once it is valid. */
function Field({
  meta,
  label,
  hint,
  touched,
  onTouch,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  touched: Record<string, boolean>;
  onTouch: (name: string) => void;
  children: (props: ControlProps) => ReactNode;
}) {
  const hintId = `${meta.id}-hint`;
  const okId = `${meta.id}-ok`;
  const hasError = Boolean(meta.errors?.length);
  const looksGood = touched[meta.name] && !hasError && meta.valid;
  const describedBy =
    [hasError ? meta.errorId : null, looksGood ? okId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div onBlur={() => onTouch(meta.name)}>
      <label htmlFor={meta.id} className="text-warm-800 mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children({ className: inputClass, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-warm-700 mt-1.5 text-sm">
          {hint}
        </p>
      )}
      {/* A line kept for the message, so that leaving a field (say, by pressing Create Recipe) never
          moves the button from under the pointer and swallows the click. */}
      <div className="min-h-[1.625rem]">
        <FieldError id={meta.errorId} errors={meta.errors} />
        {looksGood && (
          <p id={okId} className="text-accent-green mt-1.5 flex items-center gap-1 text-sm">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" /> Looks good!
          </p>
        )}
      </div>
    </div>
  );
}

function RecipeTips() {
  return (
    <aside aria-label="Recipe tips" className="space-y-6">
      <section aria-labelledby="tips-heading" className="bg-accent-orange-light rounded-3xl p-6">
        <h2 id="tips-heading" className="text-warm-900 flex items-center gap-2 text-lg font-bold">
          <Lightbulb className="text-accent-orange h-5 w-5" aria-hidden="true" /> Tips for a great recipe
        </h2>
        <ul className="text-warm-800 mt-3 list-disc space-y-2 pl-5 text-sm">
          <li>Give it a clear, descriptive title.</li>
          <li>Say in the description what makes the dish special.</li>
          <li>Write one ingredient per line with its amount: “2 cups flour”.</li>
          <li>Keep each step short and in the order you cook.</li>
          <li>Add tags so others (and future you) can find it.</li>
        </ul>
      </section>
      <section aria-labelledby="image-heading" className="ring-warm-200 rounded-3xl bg-white p-6 ring-1">
        <h2 id="image-heading" className="text-warm-900 flex items-center gap-2 text-lg font-bold">
          <ImageIcon className="text-accent-orange h-5 w-5" aria-hidden="true" /> Image guidelines
        </h2>
        <ul className="text-warm-800 mt-3 list-disc space-y-2 pl-5 text-sm">
          <li>Use a web address starting with http:// or https://.</li>
          <li>It must end in .jpg, .jpeg, .png, .gif or .webp.</li>
          <li>Landscape photos in good light look best.</li>
          <li>If the image cannot be loaded, a generated cover is shown instead.</li>
        </ul>
      </section>
    </aside>
  );
}

const VISIBILITY_CHOICES = [
  { value: "private", label: "Private", hint: () => "only you can see this recipe." },
  { value: "household", label: "Household", hint: (name: string) => `the members of ${name} can see it.` },
  { value: "public", label: "Share with everyone", hint: () => "anyone can find it." },
] as const;

/** Who can see the recipe, for an author in a household: private, their household, or everyone. */
function VisibilityChoice({
  field,
  householdName,
  shareLocked,
}: {
  field: FieldMetadata<string | undefined>;
  householdName: string;
  shareLocked: string | null;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-warm-900 mb-1 text-sm font-semibold">Who can see this recipe</legend>
      {VISIBILITY_CHOICES.map((choice) => {
        const inputId = `${field.id}-${choice.value}`;
        return (
          <div key={choice.value} className="flex items-start gap-2.5">
            <input
              {...getInputProps(field, { type: "radio", value: choice.value })}
              key={undefined}
              id={inputId}
              disabled={choice.value === "public" && shareLocked !== null}
              aria-describedby={choice.value === "public" && shareLocked ? "share-locked" : undefined}
              className="border-warm-400 accent-accent-orange mt-0.5 h-4.5 w-4.5"
            />
            <label htmlFor={inputId} className="text-warm-800 text-sm">
              <span className="font-semibold">{choice.label}</span> — {choice.hint(householdName)}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
