/**
 * Takes desktop and phone-width screenshots of the given paths from a running Simmer.
 * Usage: tsx scripts/screenshots.ts [baseUrl] [path ...]   (writes to ./screenshots/)
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/"];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport });
  for (const target of targets) {
    await page.goto(base + target, { waitUntil: "networkidle" });
    const name = target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.info(`screenshots written for ${targets.join(", ")}`);
