/**
 * What the public site tells search engines and feed readers: robots.txt, the sitemap of public
 * recipes and the Atom feed of new ones. Pure text builders; every address is absolute, from the
 * site's public URL (PUBLIC_URL).
 */

export interface PublicRecipeEntry {
  id: number;
  title: string;
  description: string;
  author: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The public pages a search engine may list besides the recipes. */
export const PUBLIC_PAGES = ["/", "/browse", "/cook-with-ingredients", "/ai-recipe", "/pricing", "/about"] as const;

/** The feed holds the newest public recipes, this many. */
export const FEED_SIZE = 50;

function siteBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}

/** An absolute address on the site. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${siteBase(publicUrl)}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Text made safe inside XML elements and attributes (and free of characters XML forbids). */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** robots.txt: everything public may be crawled; the signed-in app, the API and the test hooks may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /app/",
    "Disallow: /api/",
    "Disallow: /cook-mode/",
    "Disallow: /_test/",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The sitemap (sitemaps.org 0.9): the public pages and every public recipe with its last change. */
export function sitemapXml(publicUrl: string, recipes: readonly Pick<PublicRecipeEntry, "id" | "updatedAt">[]): string {
  const pages = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc></url>`);
  const entries = recipes.map(
    (recipe) =>
      `  <url><loc>${escapeXml(absoluteUrl(publicUrl, `/recipe/${recipe.id}`))}</loc><lastmod>${recipe.updatedAt.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** The Atom feed (RFC 4287) of new public recipes, newest first. */
export function atomFeed(publicUrl: string, recipes: readonly PublicRecipeEntry[]): string {
  const feedUrl = absoluteUrl(publicUrl, "/feed.xml");
  const home = absoluteUrl(publicUrl, "/");
  const updated = recipes.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), new Date(0));
  const entries = recipes.map((recipe) => {
    const url = absoluteUrl(publicUrl, `/recipe/${recipe.id}`);
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(recipe.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${recipe.createdAt.toISOString()}</published>`,
      `    <updated>${recipe.updatedAt.toISOString()}</updated>`,
      `    <author><name>${escapeXml(recipe.author || "Simmer")}</name></author>`,
      `    <summary>${escapeXml(recipe.description)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feedUrl)}</id>`,
    "  <title>Simmer: new recipes</title>",
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
