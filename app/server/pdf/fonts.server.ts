/**
 * The PDF's one typeface: DejaVu Sans from the `dejavu-fonts-ttf` package (Bitstream Vera licence),
 * embedded from node_modules. PDF's built-in Helvetica covers Latin-1 only; DejaVu renders ½, ø, ñ,
 * Greek, Cyrillic and more. Nothing is fetched: the files are read from disk.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Font } from "@react-pdf/renderer";

export const PDF_FONT = "DejaVu Sans";

let registered = false;

/** The folder holding the TTF files (resolved through Node's module lookup, so builds find it too). */
function fontDir(): string {
  const require = createRequire(import.meta.url);
  try {
    return join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  } catch {
    return join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
  }
}

export function registerPdfFonts(): void {
  if (registered) return;
  const dir = fontDir();
  const file = (name: string) => {
    const path = join(dir, name);
    if (!existsSync(path)) throw new Error(`PDF font missing: ${path} (npm install dejavu-fonts-ttf)`);
    return path;
  };
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: file("DejaVuSans.ttf"), fontWeight: "normal", fontStyle: "normal" },
      { src: file("DejaVuSans-Bold.ttf"), fontWeight: "bold", fontStyle: "normal" },
      { src: file("DejaVuSans-Oblique.ttf"), fontWeight: "normal", fontStyle: "italic" },
    ],
  });
  // Ordinary words are never hyphenated; only a run too long for a line (a pasted link) may break.
  Font.registerHyphenationCallback((word) => (word.length > 30 ? (word.match(/.{1,16}/gu) ?? [word]) : [word]));
  registered = true;
}
