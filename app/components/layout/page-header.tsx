/** The title block at the top of a content page. */
export function PageHeader({ title, lead, eyebrow }: { title: string; lead?: string; eyebrow?: string }) {
  return (
    <header className="from-accent-orange-light to-warm-50 bg-gradient-to-b px-4 pt-14 pb-10 text-center">
      {eyebrow && <p className="text-accent-orange text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>}
      <h1 className="text-warm-900 mt-2 text-4xl font-bold sm:text-5xl">{title}</h1>
      {lead && <p className="text-warm-700 mx-auto mt-4 max-w-2xl text-lg">{lead}</p>}
    </header>
  );
}

/** Long-form text (policies, imprint): readable measure, spaced headings and lists. */
export function Prose({ children }: { children: React.ReactNode }) {
  return (
    <div className="text-warm-800 [&_a]:text-accent-orange [&_h2]:text-warm-900 mx-auto max-w-3xl px-4 py-10 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_p]:mt-4 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}

/** A legal page (policies, terms, imprint): the title block, then long-form text with its date. */
export function LegalPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: string;
  /** "22 November 2026"; omitted where the page has no version (the imprint). */
  updated?: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main">
      <PageHeader eyebrow="Legal" title={title} lead={lead} />
      <Prose>
        {updated && <p className="text-warm-700 text-sm font-medium">Last updated: {updated}</p>}
        {children}
      </Prose>
    </main>
  );
}

/** A page's title and description for search engines and link previews. */
export function pageMeta(title: string, description?: string) {
  return [{ title: `${title} – Simmer` }, ...(description ? [{ name: "description", content: description }] : [])];
}
