import { AlertCircle, CheckCircle2, Globe } from "~/components/ui/icons";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import { IMPORT_INTENT } from "~/domain/recipes/recipe-import";

export interface ImportPanelProps {
  /** Where the import form posts (the create page's action). */
  action: string;
  /** The last import's answer: its message, and the address that was tried. */
  reply?: { ok: boolean; message: string; url: string };
  /** What the imported draft still needs before it can be saved (the form's required fields the page left empty). */
  missing?: string;
}

/**
 * "Import from a web page": one address, sent to the create page's action, which reads the page's
 * recipe and renders the form below pre-filled for review. A plain form post, so it works without
 * JavaScript too; nothing is saved until the recipe form itself is sent.
 */
export function ImportPanel({ action, reply, missing }: ImportPanelProps) {
  const navigation = useNavigation();
  const importing =
    navigation.state === "submitting" && navigation.formAction === action && navigation.formData?.get("intent") === IMPORT_INTENT;
  const messageId = "import-url-message";
  return (
    <section aria-labelledby="import-heading" className="ring-warm-200 mb-8 rounded-3xl bg-white p-6 shadow-sm ring-1">
      <h2 id="import-heading" className="text-warm-900 flex items-center gap-2 text-xl font-bold">
        <Globe className="text-accent-orange h-5 w-5" aria-hidden="true" /> Import from a web page
      </h2>
      <p className="text-warm-700 mt-1 text-sm">
        Paste the address of a recipe page. We read the recipe it carries and fill in the form below for you to check.
      </p>
      <Form method="post" action={action} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value={IMPORT_INTENT} />
        <div className="flex-1">
          <label htmlFor="import-url" className="sr-only">
            Recipe page address
          </label>
          <input
            id="import-url"
            name="url"
            type="url"
            inputMode="url"
            required
            maxLength={2048}
            defaultValue={reply?.url ?? ""}
            placeholder="https://example.com/my-favourite-recipe"
            aria-describedby={reply ? messageId : undefined}
            aria-invalid={reply && !reply.ok ? true : undefined}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={importing} className="shrink-0">
          {importing ? "Importing..." : "Import"}
        </Button>
      </Form>
      {reply && (
        <p
          id={messageId}
          role={reply.ok ? "status" : "alert"}
          className={`mt-3 flex items-center gap-1.5 text-sm font-medium ${reply.ok ? "text-accent-green" : "text-accent-red"}`}
        >
          {reply.ok ? (
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
          ) : (
            <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          {reply.message}
        </p>
      )}
      {reply?.ok && missing && (
        <p id="import-missing" className="text-warm-800 mt-2 flex items-center gap-1.5 text-sm font-medium">
          <AlertCircle className="text-accent-orange h-4 w-4 shrink-0" aria-hidden="true" />
          {missing}
        </p>
      )}
    </section>
  );
}
