/**
 * The printed cookbook as a react-pdf document: a title page in the cookbook's colour, contents with
 * page numbers, then one section per recipe (each starting on a new page, flowing on as long as it
 * needs, never cutting a line in half) with a footer carrying the book's name and the page number.
 */
import {
  Circle,
  Defs,
  Document,
  G,
  Image,
  Link,
  LinearGradient,
  Page,
  Path,
  Rect,
  Stop,
  StyleSheet,
  Svg,
  Text,
  View,
} from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { coverDesign } from "~/domain/recipes/cover";
import { groupBySection, normaliseSections, type RecipeSection } from "~/domain/recipes/recipe-sections";
import type { CookbookColor } from "~/domain/kitchen/cookbook";
import type { PaperSize } from "~/domain/kitchen/paper";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { CookbookExport } from "../kitchen/cookbooks.server";
import { PDF_FONT } from "./fonts.server";

export type ExportRecipe = CookbookExport["recipes"][number] & {
  /** The recipe's own photo as JPEG bytes (pdf-photos.server.ts); null draws the generated cover. */
  photo: Uint8Array | null;
};

export interface CookbookBook extends Omit<CookbookExport, "recipes"> {
  recipes: ExportRecipe[];
}

/** The cookbook colours (Tailwind classes in the app) as print colours, with a readable text colour on each. */
const COLOURS: Record<CookbookColor, { fill: string; ink: string; soft: string }> = {
  "bg-accent-orange": { fill: "#c2410c", ink: "#ffffff", soft: "#fff1e6" },
  "bg-accent-green": { fill: "#2f6b34", ink: "#ffffff", soft: "#e9f5ea" },
  "bg-accent-yellow": { fill: "#f2b705", ink: "#2b2017", soft: "#fff8dc" },
  "bg-accent-red": { fill: "#b42318", ink: "#ffffff", soft: "#fdecea" },
  "bg-warm-600": { fill: "#7a5c3e", ink: "#ffffff", soft: "#f5ede3" },
  "bg-purple-500": { fill: "#8e44d8", ink: "#ffffff", soft: "#f3e8ff" },
};

export function cookbookColours(color: string) {
  return COLOURS[color as CookbookColor] ?? COLOURS["bg-accent-orange"];
}

/** Page sizes in points and the react-pdf names for them. */
export const PAGE: Record<PaperSize, { name: "A4" | "LETTER"; width: number; height: number }> = {
  a4: { name: "A4", width: 595.28, height: 841.89 },
  letter: { name: "LETTER", width: 612, height: 792 },
};

const MARGIN = 54;
const INK = "#2b2017";
const MUTED = "#5e4630";
const RULE = "#e9dccb";
const BODY_SIZE = 10.5;
/**
 * Body text's line height, in points and on the text itself: react-pdf multiplies a unitless line
 * height by the element's own font size (18 when only inherited), and a line height inherited from
 * the page hides the fixed footer with its dynamic page number (@react-pdf/renderer 4.9).
 */
const BODY_LINE = `${Math.round(BODY_SIZE * 1.45 * 10) / 10}pt`;

const s = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT,
    fontSize: BODY_SIZE,
    color: INK,
    paddingTop: MARGIN,
    paddingBottom: MARGIN + 18,
    paddingHorizontal: MARGIN,
  },
  titlePage: { fontFamily: PDF_FONT, padding: MARGIN * 1.3, justifyContent: "space-between" },
  brand: { fontSize: 11, letterSpacing: 2, textTransform: "uppercase" },
  bookName: { fontSize: 38, fontWeight: "bold", lineHeight: 1.15 },
  bookDescription: { fontSize: 14, marginTop: 18, lineHeight: 1.4 },
  bookFacts: { fontSize: 13, lineHeight: 1.6 },
  heading: { fontSize: 24, fontWeight: "bold", marginBottom: 18 },
  contentsRow: {
    flexDirection: "row",
    alignItems: "flex-end",
    paddingVertical: 5,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  contentsTitle: { flexGrow: 1, flexShrink: 1, textDecoration: "none", color: INK },
  contentsNumber: { width: 40, textAlign: "right", color: MUTED },
  cover: { marginBottom: 16, borderRadius: 8, overflow: "hidden" },
  photo: { height: 170, objectFit: "cover", borderRadius: 8, marginBottom: 16 },
  recipeTitle: { fontSize: 22, fontWeight: "bold", lineHeight: 1.2 },
  facts: { flexDirection: "row", marginTop: 10, marginBottom: 12 },
  fact: { marginRight: 10, paddingVertical: 4, paddingHorizontal: 10, borderRadius: 10 },
  factLabel: { fontSize: 8, color: MUTED, textTransform: "uppercase", letterSpacing: 0.5 },
  factValue: { fontSize: 11, fontWeight: "bold" },
  description: { fontStyle: "italic", color: MUTED, marginBottom: 10, lineHeight: BODY_LINE },
  section: { fontSize: 14, fontWeight: "bold", marginTop: 12, marginBottom: 6, paddingBottom: 3, borderBottomWidth: 1 },
  ingredient: { flexDirection: "row", paddingVertical: 1.5 },
  subsection: { fontSize: 11.5, fontWeight: "bold", marginTop: 6, marginBottom: 3 },
  bullet: { width: 14, lineHeight: BODY_LINE },
  step: { flexDirection: "row", marginBottom: 7 },
  stepNumber: { width: 24, fontWeight: "bold", lineHeight: BODY_LINE },
  grow: { flexGrow: 1, flexShrink: 1, lineHeight: BODY_LINE },
  footer: {
    position: "absolute",
    left: MARGIN,
    right: MARGIN,
    bottom: MARGIN / 2,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8.5,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 6,
  },
});

/** The generated cover (app/domain/recipes/cover.ts) drawn as vector shapes: no image, no network. */
function GeneratedCover({ tags, title, width, height }: { tags: string[]; title: string; width: number; height: number }) {
  const d = coverDesign(tags, title);
  const rad = ((d.angle - 90) * Math.PI) / 180;
  const gx = 0.5 + Math.cos(rad) * 0.5;
  const gy = 0.5 + Math.sin(rad) * 0.5;
  // The motifs live in a 100 x 100 box: show its middle band at the cover's proportions ("slice").
  const h = (100 * height) / width;
  const y0 = (100 - h) / 2;
  const motif = () => {
    switch (d.motif) {
      case "dots":
        return d.dots.map((c, i) => <Circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill="#ffffff" opacity={c.opacity} />);
      case "rings":
        return d.dots.map((c, i) => (
          <Circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill="none" stroke="#ffffff" strokeWidth={1.2} opacity={c.opacity + 0.05} />
        ));
      case "stripes":
        return (
          <G transform="rotate(30 50 50)">
            {Array.from({ length: 9 }, (_, i) => (
              <Rect key={i} x={i * 14 - 20} y={-20} width={6} height={160} fill="#ffffff" opacity={0.1} />
            ))}
          </G>
        );
      case "waves":
        return Array.from({ length: 6 }, (_, i) => (
          <Path
            key={i}
            d={`M-10 ${10 + i * 18} q 15 -8 30 0 t 30 0 t 30 0 t 30 0`}
            fill="none"
            stroke="#ffffff"
            strokeWidth={1}
            opacity={0.18}
          />
        ));
      case "grid":
        return Array.from({ length: 36 }, (_, i) => (
          <Rect
            key={i}
            x={(i % 6) * 18 + 5}
            y={Math.floor(i / 6) * 18 + 5}
            width={5}
            height={5}
            rx={1}
            fill="#ffffff"
            opacity={0.12}
          />
        ));
    }
  };
  return (
    <View style={s.cover}>
      <Svg width={width} height={height} viewBox={`0 ${y0} 100 ${h}`}>
        <Defs>
          <LinearGradient id="g" x1={1 - gx} y1={1 - gy} x2={gx} y2={gy}>
            <Stop offset={0} stopColor={d.from} />
            <Stop offset={1} stopColor={d.to} />
          </LinearGradient>
        </Defs>
        <Rect x={0} y={y0} width={100} height={h} fill="url(#g)" />
        {motif()}
      </Svg>
    </View>
  );
}

/** The footer on every page after the title page; `onPage` learns which page each one lands on. */
function Footer({ bookName, onPage }: { bookName: string; onPage?: (page: { pageNumber: number }) => void }) {
  return (
    <View style={s.footer} fixed>
      <Text>{bookName}</Text>
      <Text
        render={({ pageNumber }) => {
          onPage?.({ pageNumber });
          return String(pageNumber);
        }}
      />
    </View>
  );
}

function Fact({ label, value, tint }: { label: string; value: string; tint: string }) {
  return (
    <View style={[s.fact, { backgroundColor: tint }]}>
      <Text style={s.factLabel}>{label}</Text>
      <Text style={s.factValue}>{value}</Text>
    </View>
  );
}

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A step long enough to fill most of a page may break between its lines; shorter ones stay whole. */
const WHOLE_STEP_MAX_CHARS = 900;

/**
 * The last steps are kept on one page together (and with the "Steps" heading when they are all the
 * steps), so a recipe never ends on a page holding only one or two stray steps: when they do not
 * fit below what comes before, all of them move on. Only while they surely fit on one page.
 */
const KEEP_LAST_STEPS = 3;
const KEEP_TOGETHER_MAX_CHARS = 2000;

/** The steps that close a recipe and are kept together, or 0 when they are too long to keep together. */
export function stepsKeptTogether(steps: readonly string[]): number {
  const last = steps.slice(-KEEP_LAST_STEPS);
  const length = last.reduce((sum, step) => sum + step.length, 0);
  return last.every((step) => step.length <= WHOLE_STEP_MAX_CHARS) && length <= KEEP_TOGETHER_MAX_CHARS ? last.length : 0;
}

/** A section's heading ("For the sauce"), kept on the page of the line under it. */
function Subsection({ title, colour, children }: { title: string | null; colour: string; children: ReactElement }) {
  if (title === null) return children;
  return (
    <View wrap={false}>
      <Text style={[s.subsection, { color: colour }]}>{title}</Text>
      {children}
    </View>
  );
}

function Step({ step, number, colour, title }: { step: string; number: number; colour: string; title: string | null }) {
  const row = (
    <View style={s.step} wrap={step.length > WHOLE_STEP_MAX_CHARS}>
      <Text style={[s.stepNumber, { color: colour }]}>{number}.</Text>
      <Text style={s.grow} orphans={2} widows={2}>
        {step}
      </Text>
    </View>
  );
  // A long step may break between its lines: its heading then only asks for room below it.
  if (title !== null && step.length > WHOLE_STEP_MAX_CHARS)
    return (
      <>
        <Text style={[s.subsection, { color: colour }]} minPresenceAhead={40}>
          {title}
        </Text>
        {row}
      </>
    );
  return (
    <Subsection title={title} colour={colour}>
      {row}
    </Subsection>
  );
}

function Steps({
  steps,
  sections,
  colour,
}: {
  steps: readonly string[];
  sections: readonly RecipeSection[] | null | undefined;
  colour: string;
}) {
  const kept = stepsKeptTogether(steps);
  const free = steps.length - kept;
  const titles = new Map(normaliseSections(sections ?? [], steps.length).map((section) => [section.start, section.title]));
  const heading = (
    <Text style={[s.section, { borderBottomColor: colour }]} minPresenceAhead={40}>
      Steps
    </Text>
  );
  const step = (k: number) => <Step key={k} step={steps[k]!} number={k + 1} colour={colour} title={titles.get(k) ?? null} />;
  return (
    <>
      {free > 0 && heading}
      {steps.slice(0, free).map((_, k) => step(k))}
      {kept > 0 && (
        <View wrap={false}>
          {free === 0 && heading}
          {steps.slice(free).map((_, k) => step(free + k))}
        </View>
      )}
    </>
  );
}

/**
 * Where each recipe starts, learnt while the book is laid out. react-pdf paginates every page first
 * (calling the footers' render props with each page number) and only then resolves the dynamic
 * text of every page in order, so the contents' numbers can read what the footers recorded in the
 * same render. `printed` keeps what the contents showed, to be checked against `starts`.
 */
export interface PageRegistry {
  starts: number[];
  printed: string[];
}

export function newPageRegistry(): PageRegistry {
  return { starts: [], printed: [] };
}

export interface CookbookDocumentProps {
  book: CookbookBook;
  paper: PaperSize;
  registry: PageRegistry;
  /** Known start pages (a second pass); null reads them from `registry` as the layout goes. */
  startPages?: readonly number[] | null;
}

export function CookbookDocument({ book, paper, registry, startPages = null }: CookbookDocumentProps) {
  const size = PAGE[paper];
  const colours = cookbookColours(book.color);
  const contentWidth = size.width - 2 * MARGIN;
  const count = book.recipes.length;
  return (
    <Document title={book.name} author={book.ownerName} creator="Simmer" producer="Simmer" language="en">
      <Page size={size.name} style={[s.titlePage, { backgroundColor: colours.fill, color: colours.ink }]}>
        <Text style={s.brand}>Simmer · Cookbook</Text>
        <View>
          <Text style={s.bookName}>{book.name}</Text>
          {book.description !== "" && <Text style={s.bookDescription}>{book.description}</Text>}
        </View>
        <View>
          <Text style={s.bookFacts}>{count === 1 ? "1 recipe" : `${count} recipes`}</Text>
          <Text style={s.bookFacts}>by {book.ownerName}</Text>
        </View>
      </Page>

      <Page size={size.name} style={s.page} bookmark="Contents">
        <Text style={s.heading}>Contents</Text>
        {count === 0 && <Text style={{ color: MUTED }}>This cookbook has no recipes yet.</Text>}
        {book.recipes.map((recipe, i) => (
          <View key={recipe.id} style={s.contentsRow} wrap={false}>
            <Link src={`#recipe-${i + 1}`} style={s.contentsTitle}>
              {recipe.title}
            </Link>
            {startPages ? (
              <Text style={s.contentsNumber}>{String(startPages[i] ?? "")}</Text>
            ) : (
              <Text
                style={s.contentsNumber}
                render={() => {
                  const page = registry.starts[i];
                  registry.printed[i] = page === undefined ? "" : String(page);
                  return registry.printed[i];
                }}
              />
            )}
          </View>
        ))}
        {/* Filed here, then made private by their authors: their places, never their content. */}
        {Array.from({ length: book.unavailable }, (_, i) => (
          <Text key={`unavailable-${i}`} style={[s.contentsRow, { color: MUTED, fontStyle: "italic" }]}>
            {RECIPE_MESSAGES.noLongerAvailable}
          </Text>
        ))}
        <Footer bookName={book.name} />
      </Page>

      {book.recipes.map((recipe, i) => (
        <Page key={recipe.id} size={size.name} style={s.page} wrap bookmark={recipe.title}>
          {recipe.photo ? (
            // The bytes crossed from the main thread as a Uint8Array; react-pdf wants a Buffer.
            <Image src={{ data: Buffer.from(recipe.photo), format: "jpg" }} style={s.photo} />
          ) : (
            <GeneratedCover tags={recipe.tags} title={recipe.title} width={contentWidth} height={150} />
          )}
          <Text id={`recipe-${i + 1}`} style={s.recipeTitle}>
            {recipe.title}
          </Text>
          <View style={s.facts} wrap={false}>
            <Fact label="Time" value={formatMinutes(recipe.cookTime)} tint={colours.soft} />
            <Fact label="Servings" value={String(recipe.servings)} tint={colours.soft} />
            <Fact label="Difficulty" value={recipe.difficulty} tint={colours.soft} />
          </View>
          {recipe.description !== "" && <Text style={s.description}>{recipe.description}</Text>}

          <Text style={[s.section, { borderBottomColor: colours.fill }]} minPresenceAhead={40}>
            Ingredients
          </Text>
          {groupBySection(recipe.ingredients, recipe.ingredientSections).map((group) =>
            group.items.map((line, k) => (
              <Subsection key={group.start + k} title={k === 0 ? group.title : null} colour={colours.fill}>
                <View style={s.ingredient} wrap={false}>
                  <Text style={[s.bullet, { color: colours.fill }]}>•</Text>
                  <Text style={s.grow}>{line}</Text>
                </View>
              </Subsection>
            )),
          )}

          <Steps steps={recipe.instructions} sections={recipe.instructionSections} colour={colours.fill} />
          <Footer
            bookName={book.name}
            onPage={({ pageNumber }) => {
              // Called for every page of the recipe, in the pagination pass and again afterwards: the first is the least.
              const known = registry.starts[i];
              if (known === undefined || pageNumber < known) registry.starts[i] = pageNumber;
            }}
          />
        </Page>
      ))}
    </Document>
  );
}
