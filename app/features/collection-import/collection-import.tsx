/**
 * Importing a collection from another app (issue 28): the upload form, the list of the cook's
 * imports, and one import's progress, which follows the job by asking again every second until it
 * has finished (and survives a reload: everything shown is the `imports` row).
 */
import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { COLLECTION_ACCEPT, type ImportStatus } from "~/domain/import/import-job";

const STATUS_TEXT: Record<ImportStatus, string> = {
  queued: "Waiting to start",
  running: "Importing",
  done: "Finished",
  failed: "Stopped",
};

export function CollectionUploadForm({ limit, own, error }: { limit: number | null; own: number; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/app/import";
  return (
    <Form
      method="post"
      action="/app/import"
      encType="multipart/form-data"
      className="ring-warm-200 space-y-5 rounded-3xl bg-white p-6 ring-1"
      aria-describedby={error ? "import-error" : undefined}
    >
      <div>
        <label htmlFor="import-file" className="text-warm-900 block font-semibold">
          Export file
        </label>
        <p id="import-file-hint" className="text-warm-700 mt-1 text-sm">
          A .zip, .paprikarecipes, .paprikarecipe, .json, .html, .md, .csv or .cook file, or a zip of them; at most 500 MB.
        </p>
        <input
          id="import-file"
          name="file"
          type="file"
          required
          accept={COLLECTION_ACCEPT}
          aria-describedby="import-file-hint"
          aria-invalid={error ? true : undefined}
          className={`${inputClass} mt-2`}
        />
      </div>
      <label className="text-warm-900 flex items-start gap-2">
        <input type="checkbox" name="copies" className="accent-accent-orange mt-1 h-4 w-4" />
        <span>Import copies of recipes I already have</span>
      </label>
      <p className="text-warm-700 text-sm">
        {limit === null
          ? "Your plan has no recipe limit: every recipe in the file can be imported. You'll see how many were found once the file is read."
          : `Your plan keeps up to ${limit} recipes of your own and you have ${own}: ${Math.max(0, limit - own)} more will fit. You'll see how many of the file's recipes fit once it is read.`}
      </p>
      {error ? (
        <p id="import-error" role="alert" className="text-accent-red font-medium">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Uploading…" : "Import"}
      </Button>
    </Form>
  );
}

export interface ImportSummary {
  id: string;
  fileName: string;
  status: ImportStatus;
  format: string | null;
  total: number | null;
  imported: number;
  skipped: number;
  failed: number;
  createdAt: string;
}

export function ImportList({ imports }: { imports: ImportSummary[] }) {
  return (
    <section aria-labelledby="imports-heading" className="mt-10">
      <h2 id="imports-heading" className="text-warm-900 text-2xl font-bold">
        Your imports
      </h2>
      {imports.length === 0 ? (
        <p className="text-warm-700 mt-2">You haven't imported a collection yet.</p>
      ) : (
        <ul className="divide-warm-200 ring-warm-200 mt-3 divide-y rounded-2xl bg-white ring-1">
          {imports.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <Link
                to={`/app/import/${row.id}`}
                className="text-warm-900 font-semibold break-all underline-offset-2 hover:underline"
              >
                {row.fileName}
              </Link>
              <span className="text-warm-700 text-sm">
                {STATUS_TEXT[row.status]}
                {row.format ? ` · ${row.format}` : ""} · {row.imported} imported, {row.skipped} skipped, {row.failed} failed
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface ImportProgressData {
  id: string;
  fileName: string;
  status: ImportStatus;
  format: string | null;
  copies: boolean;
  total: number | null;
  done: number;
  imported: number;
  skipped: number;
  failed: number;
  notImported: number;
  failures: { name: string; reason: string }[];
  message: string | null;
}

/** Asks the loader again every second while the import runs. */
function useFollow(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), 1000);
    return () => clearTimeout(timer);
  }, [active, state, revalidate]);
}

export function ImportProgress({ progress, fits }: { progress: ImportProgressData; fits: string | null }) {
  const active = progress.status === "queued" || progress.status === "running";
  useFollow(active);
  const total = progress.total ?? 0;
  const percent = total > 0 ? Math.round((Math.min(progress.done, total) / total) * 100) : progress.status === "done" ? 100 : 0;
  const counts: [string, number | string][] = [
    ["Read", progress.total ?? "…"],
    ["Imported", progress.imported],
    ["Skipped", progress.skipped],
    ["Failed", progress.failed],
  ];
  return (
    <div className="mt-4 space-y-6">
      <p className="text-warm-700" aria-live="polite">
        <span className="text-warm-900 font-semibold">{STATUS_TEXT[progress.status]}</span>
        {progress.format ? ` · ${progress.format} export` : ""}
        {progress.copies ? " · copies of recipes you already have are imported too" : ""}
      </p>
      {fits ? <p className="text-warm-700">{fits}</p> : null}
      <div>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${progress.done} of ${progress.total ?? "?"} recipes done`}
          className="bg-warm-200 h-3 overflow-hidden rounded-full"
        >
          <div className="bg-accent-orange h-full rounded-full transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map(([label, value]) => (
            <div key={label} className="ring-warm-200 rounded-2xl bg-white px-4 py-3 ring-1">
              <dt className="text-warm-700 text-sm">{label}</dt>
              <dd className="text-warm-900 text-2xl font-bold" data-testid={`import-${label.toLowerCase()}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {progress.message ? (
        <p
          role={progress.status === "failed" ? "alert" : undefined}
          className={progress.status === "failed" ? "text-accent-red font-medium" : "text-warm-900"}
        >
          {progress.message}
        </p>
      ) : null}
      {active ? (
        <p className="text-warm-700 text-sm">
          This page follows the import as it runs; you can leave it and come back.{" "}
          <Link to={`/app/import/${progress.id}`} className="underline">
            Refresh
          </Link>
        </p>
      ) : null}
      {progress.status === "done" ? (
        <ButtonLink to="/app/profile?tab=created" variant="primary">
          See your recipes in My Recipes
        </ButtonLink>
      ) : null}
      {progress.failures.length > 0 ? (
        <section aria-labelledby="failures-heading">
          <h2 id="failures-heading" className="text-warm-900 text-xl font-bold">
            Not imported
          </h2>
          <ul className="divide-warm-200 ring-warm-200 mt-2 divide-y rounded-2xl bg-white ring-1">
            {progress.failures.map((failure, index) => (
              <li key={index} className="px-4 py-3">
                <span className="text-warm-900 font-semibold break-words">{failure.name}</span>
                <span className="text-warm-700 block">{failure.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
