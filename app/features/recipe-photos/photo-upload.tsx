import { AlertCircle, CheckCircle2, Upload } from "~/components/ui/icons";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { useHydrated } from "~/components/ui/form";
import { checkPhotoFile, FILE_MESSAGES, PHOTO_ACCEPT, photoVariantUrl } from "~/domain/recipes/photos";

export interface PhotoUploadProps {
  /** The recipe form's image field (its name): the stored photo's address is written there. */
  fieldName?: string;
  /** Where photos are uploaded. */
  action?: string;
}

/**
 * "Or upload a photo": the chosen file is checked in the browser (type and size, with the spec's
 * messages), sent to the upload action, and the stored photo's address becomes the recipe form's
 * image. The server checks the file again from its bytes. Needs JavaScript: without it the image
 * address field alone is offered.
 */
export function PhotoUpload({ fieldName = "imageUrl", action = "/app/photos" }: PhotoUploadProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ActionReply<{ url: string }>>({ key: "recipe-photo-upload" });
  const container = useRef<HTMLDivElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const uploading = fetcher.state !== "idle";
  const reply = fetcher.data;

  // Once stored, the photo's address fills the image field, which validates as if typed.
  useEffect(() => {
    if (!reply?.ok || fetcher.state !== "idle") return;
    const form = container.current?.closest("form");
    const field = form?.elements.namedItem(fieldName);
    if (!(field instanceof HTMLInputElement) || field.value === reply.value.url) return;
    field.value = reply.value.url;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  }, [reply, fetcher.state, fieldName]);

  if (!hydrated) return null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const problem = checkPhotoFile(file);
    setLocalError(problem);
    if (problem) {
      event.currentTarget.value = "";
      return;
    }
    const body = new FormData();
    body.set("photo", file);
    void fetcher.submit(body, { method: "post", action, encType: "multipart/form-data" });
  }

  const error = localError ?? (reply && !reply.ok && !uploading ? reply.message || FILE_MESSAGES.invalidType : null);
  const stored = !localError && reply?.ok && !uploading ? reply.value.url : null;
  return (
    <div ref={container}>
      <label htmlFor="recipe-photo" className="text-warm-800 mb-1.5 block text-sm font-semibold">
        Or upload a photo
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id="recipe-photo"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={choose}
          disabled={uploading}
          aria-describedby={error ? "recipe-photo-error" : "recipe-photo-hint"}
          aria-invalid={error ? true : undefined}
          className="text-warm-800 file:bg-warm-100 file:text-warm-900 hover:file:bg-warm-200 block text-sm file:mr-3 file:rounded-lg file:border-0 file:px-4 file:py-2 file:font-semibold"
        />
        {uploading && (
          <span role="status" className="text-warm-700 inline-flex items-center gap-1.5 text-sm">
            <Upload className="h-4 w-4 animate-pulse" aria-hidden="true" /> Uploading photo...
          </span>
        )}
      </div>
      <p id="recipe-photo-hint" className="text-warm-700 mt-1.5 text-sm">
        JPG, PNG, WebP or GIF, up to 10 MB. Location and camera details are removed.
      </p>
      {error && (
        <p id="recipe-photo-error" role="alert" className="text-accent-red mt-1.5 flex items-center gap-1 text-sm">
          <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      {stored && (
        <div role="status" className="mt-3 flex items-center gap-3">
          <img src={photoVariantUrl(stored, "thumb")} alt="" className="h-16 w-24 rounded-lg object-cover" />
          <span className="text-accent-green flex items-center gap-1 text-sm">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" /> {FILE_MESSAGES.uploaded} It is used as the recipe
            image.
          </span>
        </div>
      )}
    </div>
  );
}
