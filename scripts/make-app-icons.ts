/**
 * Draws the installed app's icons (issue 31) from the favicon's pot: `npx tsx scripts/make-app-icons.ts`
 * writes public/icons/*.png, which are kept in git (a build needs no image step). "any" icons are the
 * favicon's rounded square; "maskable" ones fill the square and keep the pot inside the middle 60 %,
 * the part every launcher's mask leaves visible.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ORANGE = "#c2410c";
const POT =
  '<path d="M18 34h28v6a10 10 0 0 1-10 10h-8a10 10 0 0 1-10-10z" fill="#fff"/>' +
  '<path d="M24 28c0-4 4-4 4-8M32 28c0-4 4-4 4-8M40 28c0-4 4-4 4-8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>';

/** The favicon: a rounded square with the pot. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${ORANGE}"/>${POT}</svg>`;
/** Full bleed, the pot (drawn over 18–46 × 20–50) shrunk towards the centre. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${ORANGE}"/><g transform="translate(32 35) scale(0.72) translate(-32 -35)">${POT}</g></svg>`;

const out = path.resolve("public/icons");
mkdirSync(out, { recursive: true });
const icons: [string, string, number][] = [
  ["icon-192.png", rounded, 192],
  ["icon-512.png", rounded, 512],
  ["maskable-192.png", maskable, 192],
  ["maskable-512.png", maskable, 512],
  ["apple-touch-icon.png", maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.info(`public/icons/${name}`);
}
