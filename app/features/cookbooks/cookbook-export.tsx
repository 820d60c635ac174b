/**
 * "Export as PDF" on the cookbook manage page (the ultimate plan's cookbookExports). With JavaScript
 * the page fetches the file itself: the button says "Preparing your PDF…", a progress bar runs and a
 * live region tells screen readers, then the download starts (or the server's message shows: too
 * many exports, a busy renderer). Without JavaScript it is a plain GET form to the PDF resource
 * route, so the browser downloads the file. Other plans see the upgrade teaser; the server refuses
 * them as well.
 */
import { FileDown, Loader2 } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { fileNameFromDisposition } from "~/domain/download-name";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { defaultPaperSize, parsePaperSize, PAPER_SIZES, type PaperSize } from "~/domain/kitchen/paper";
import { plural } from "~/domain/plural";

type ExportState =
  { kind: "idle" } | { kind: "preparing" } | { kind: "ready"; name: string } | { kind: "failed"; message: string };

/** Refusals whose plain-text body is a message for the cook (the export route's own answers). */
const TOLD_STATUSES = new Set([403, 404, 429, 503]);

/** What to tell the cook about a refused export: the server's message, and when to try again. */
async function refusalMessage(response: Response): Promise<string> {
  const text = TOLD_STATUSES.has(response.status) ? (await response.text()).trim() : "";
  const message = text && text.length <= 300 && !text.startsWith("<") ? text : COOKBOOK_MESSAGES.exportFailed;
  const seconds = Number(response.headers.get("Retry-After"));
  if ((response.status === 429 || response.status === 503) && seconds > 0) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `${message} You can export again in about ${plural(minutes, "minute")}.`;
  }
  return message;
}

/** Saves `blob` under `name` through a temporary link (the browser's own download). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function CookbookExport({
  cookbookId,
  canExport,
  initialPaper,
}: {
  cookbookId: string;
  canExport: boolean;
  /** The server's guess from Accept-Language; the browser's own locale refines it once hydrated. */
  initialPaper: PaperSize;
}) {
  const [paper, setPaper] = useState<PaperSize>(initialPaper);
  const [state, setState] = useState<ExportState>({ kind: "idle" });
  const chosen = useRef(false);
  const running = useRef<AbortController | null>(null);
  const action = `/app/cookbooks/${cookbookId}/export.pdf`;
  const preparing = state.kind === "preparing";

  useEffect(() => {
    if (!chosen.current) setPaper(defaultPaperSize(navigator.languages?.length ? navigator.languages : [navigator.language]));
    return () => running.current?.abort();
  }, []);

  async function exportBook() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: "preparing" });
    try {
      const response = await fetch(`${action}?${new URLSearchParams({ paper })}`, {
        credentials: "same-origin",
        headers: { Accept: "application/pdf" },
        signal: controller.signal,
      });
      const type = response.headers.get("Content-Type") ?? "";
      if (!response.ok || !type.startsWith("application/pdf")) {
        setState({ kind: "failed", message: response.ok ? COOKBOOK_MESSAGES.exportFailed : await refusalMessage(response) });
        return;
      }
      const name = fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? "cookbook.pdf";
      saveFile(await response.blob(), name);
      setState({ kind: "ready", name });
    } catch {
      if (!controller.signal.aborted) setState({ kind: "failed", message: COOKBOOK_MESSAGES.exportFailed });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  if (!canExport)
    return (
      <UpgradeTeaser id="cookbook-export-heading" title="Export as PDF" cta="Unlock PDF export">
        Turn this cookbook into a printable book: a title page, contents and every recipe on its own page.
      </UpgradeTeaser>
    );

  return (
    <section
      aria-labelledby="cookbook-export-heading"
      className="ring-warm-200 mt-10 flex flex-col gap-4 rounded-3xl bg-white p-6 ring-1 sm:flex-row sm:items-end sm:justify-between"
    >
      <div>
        <h2 id="cookbook-export-heading" className="text-warm-900 text-xl font-bold">
          Export as PDF
        </h2>
        <p className="text-warm-700 mt-1">
          A book to print and keep: a title page, contents with page numbers and every recipe on its own page.
        </p>
      </div>
      <form
        method="get"
        action={action}
        className="flex shrink-0 flex-col gap-2"
        aria-busy={preparing}
        onSubmit={(event) => {
          event.preventDefault();
          if (!preparing) void exportBook();
        }}
      >
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="export-paper" className="text-warm-800 text-sm font-medium">
              Paper size
            </label>
            <select
              id="export-paper"
              name="paper"
              value={paper}
              onChange={(e) => {
                chosen.current = true;
                setPaper(parsePaperSize(e.target.value));
              }}
              className="ring-warm-300 text-warm-900 rounded-xl bg-white px-3 py-2.5 ring-1"
            >
              {PAPER_SIZES.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={preparing}>
            {preparing ? (
              <>
                <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" /> Preparing your PDF…
              </>
            ) : (
              <>
                <FileDown className="h-5 w-5" aria-hidden="true" /> Export as PDF
              </>
            )}
          </Button>
        </div>
        {preparing ? <progress aria-label="Preparing your PDF" className="accent-accent-orange h-1.5 w-full max-w-xs" /> : null}
        <p role="status" className="text-warm-700 max-w-xs text-sm">
          {preparing
            ? "Preparing your PDF… a big book takes a few seconds; the download starts when it is ready."
            : state.kind === "ready"
              ? `Your PDF is ready: ${state.name} has been downloaded.`
              : ""}
        </p>
        {state.kind === "failed" ? (
          <p role="alert" className="text-accent-red max-w-xs text-sm font-medium">
            {state.message}
          </p>
        ) : null}
      </form>
    </section>
  );
}
