/**
 * "Export as PDF" on the cookbook manage page (the ultimate plan's cookbookExports): a plain GET form
 * to the PDF resource route, so the browser downloads the file (with or without JavaScript). Other
 * plans see the upgrade teaser; the server refuses them as well.
 */
import { FileDown } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { defaultPaperSize, parsePaperSize, PAPER_SIZES, type PaperSize } from "~/domain/paper";

const PREPARING_MS = 6000;

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
  const [preparing, setPreparing] = useState(false);
  const chosen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!chosen.current) setPaper(defaultPaperSize(navigator.languages?.length ? navigator.languages : [navigator.language]));
    return () => clearTimeout(timer.current);
  }, []);

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
        action={`/app/cookbooks/${cookbookId}/export.pdf`}
        className="flex shrink-0 flex-col gap-2"
        onSubmit={() => {
          setPreparing(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setPreparing(false), PREPARING_MS);
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
          <Button type="submit">
            <FileDown className="h-5 w-5" aria-hidden="true" /> Export as PDF
          </Button>
        </div>
        <p role="status" className="text-warm-700 max-w-xs text-sm">
          {preparing ? "Preparing your PDF… the download starts in a few seconds." : ""}
        </p>
      </form>
    </section>
  );
}
