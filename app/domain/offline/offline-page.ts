/**
 * The page a cook's device shows for a page that needs the server while there is no connection
 * (issue 31). The service worker writes it itself (it has no server to ask), so it is a plain
 * function of what the device keeps; the classes are the site's own (Tailwind finds them here).
 */
import type { OfflineStatus } from "./offline-rules";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** What still works offline, in the order a cook in the kitchen or the shop looks for it. */
export const WORKS_OFFLINE: readonly { href: string; label: string }[] = [
  { href: "/app/shopping", label: "Shopping List" },
  { href: "/app/meal-plan", label: "Meal Plan" },
  { href: "/app/dashboard", label: "Dashboard" },
  { href: "/app/ingredient-lists", label: "Ingredient Lists" },
  { href: "/app/cookbooks", label: "Cookbooks" },
];

export interface OfflinePageInput {
  /** The address the cook asked for. */
  path: string;
  /** The site's stylesheet (its hashed address in this build), when the worker knows it. */
  stylesheet: string | null;
  /** Whether a cook's pages are kept on this device (false for visitors and after sign-out). */
  signedIn: boolean;
  recipes: OfflineStatus["recipes"];
}

export function offlinePageHtml({ path, stylesheet, signedIn, recipes }: OfflinePageInput): string {
  const link = (href: string, label: string) =>
    `<a class="text-accent-orange font-semibold underline underline-offset-2" href="${escape(href)}">${escape(label)}</a>`;
  const works = signedIn
    ? `<h2 class="text-warm-900 mt-8 text-xl font-bold">What works without a connection</h2>
<ul class="mt-3 space-y-2">${WORKS_OFFLINE.map((p) => `<li>${link(p.href, p.label)}</li>`).join("")}</ul>
${
  recipes.length > 0
    ? `<h2 class="text-warm-900 mt-8 text-xl font-bold">Recipes kept on this device</h2>
<ul class="mt-3 space-y-2">${recipes
        .map(
          (r) =>
            `<li>${link(`/app/recipe/${r.id}`, r.title)} <span class="text-warm-600">·</span> ${link(`/cook-mode/${r.id}`, "Cook")}</li>`,
        )
        .join("")}</ul>`
    : ""
}`
    : `<p class="text-warm-700 mt-4">Sign in while you are online to keep your meal plan, shopping list and recipes on this device.</p>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#c2410c">
<title>You're offline – Simmer</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheet ? `<link rel="stylesheet" href="${escape(stylesheet)}">` : ""}
</head>
<body class="min-h-screen">
<main id="main" class="mx-auto max-w-2xl px-4 py-10 sm:px-6" data-testid="offline-page">
<p class="text-accent-orange font-bold">Simmer</p>
<h1 class="text-warm-900 mt-2 text-3xl font-bold">You're offline</h1>
<p class="text-warm-700 mt-3">This page needs a connection to Simmer: <span class="font-mono text-sm">${escape(path)}</span>. It will open again when you are back online.</p>
<p class="mt-4"><a class="bg-accent-orange inline-block rounded-lg px-4 py-2 font-semibold text-white" href="${escape(path)}">Try again</a></p>
${works}
</main>
</body>
</html>`;
}
