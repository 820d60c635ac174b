import type { ReactNode } from "react";

const WIDTHS = { "3xl": "max-w-3xl", "5xl": "max-w-5xl", "7xl": "max-w-7xl" } as const;

interface Props {
  /** The heading's id (the section is labelled by it). */
  id: string;
  heading: string;
  width?: keyof typeof WIDTHS;
  /** A full-width coloured band ("bg-white py-16") around the centred content; without it, the content alone. */
  band?: string;
  /** Spacing of the content block (default py-16). */
  spacing?: string;
  /** Heading colour and alignment (default: dark, centred). */
  headingClass?: string;
  children: ReactNode;
}

/** A titled block of a content page (about, pricing, landing): one width, one heading style. */
export function Section({
  id,
  heading,
  width = "3xl",
  band,
  spacing = band ? "" : "py-16",
  headingClass = "text-warm-900 text-center",
  children,
}: Props) {
  const content = (
    <div className={`mx-auto px-4 sm:px-6 ${WIDTHS[width]} ${spacing}`}>
      <h2 id={id} className={`text-3xl font-bold ${headingClass}`}>
        {heading}
      </h2>
      {children}
    </div>
  );
  return (
    <section aria-labelledby={id} className={band}>
      {content}
    </section>
  );
}
