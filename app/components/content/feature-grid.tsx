import type { LucideIcon } from "~/components/ui/icons";
import { Section } from "./section";

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface Props {
  /** The heading's id (the section is labelled by it). */
  id: string;
  heading: string;
  items: readonly FeatureItem[];
  columns?: 3 | 4;
  /** Steps show a numbered badge ("Step 1") beside the icon. */
  numbered?: boolean;
  iconTone?: "orange" | "green";
}

const COLUMNS = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** A white band with a centred heading and a grid of icon cards (the landing page's features, the about page's values). */
export function FeatureGrid({ id, heading, items, columns = 3, numbered = false, iconTone = "orange" }: Props) {
  const List = numbered ? "ol" : "ul";
  return (
    <Section id={id} heading={heading} width="7xl" band="bg-white py-16">
      <List className={`mt-10 grid gap-6 sm:grid-cols-2 ${COLUMNS[columns]}`}>
        {items.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="bg-warm-50 ring-warm-200 rounded-2xl p-6 ring-1">
            {numbered ? (
              <div className="flex items-center gap-3">
                <span className="bg-accent-orange-light flex h-12 w-12 items-center justify-center rounded-full">
                  <Icon className="text-accent-orange h-6 w-6" aria-hidden="true" />
                </span>
                <span className="text-warm-700 text-sm font-semibold">Step {index + 1}</span>
              </div>
            ) : (
              <Icon
                className={`h-8 w-8 ${iconTone === "green" ? "text-accent-green" : "text-accent-orange"}`}
                aria-hidden="true"
              />
            )}
            <h3 className="text-warm-900 mt-4 text-xl font-semibold">{title}</h3>
            <p className="text-warm-700 mt-2">{text}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
