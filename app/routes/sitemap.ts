import { sitemapXml } from "~/domain/recipes/site-feeds";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { publicRecipeLinks } from "~/server/recipes/public-recipes.server";

/** The sitemap of the public site: its pages and every public recipe (catalog and shared). */
export async function loader() {
  const links = await publicRecipeLinks(await getDb());
  return new Response(sitemapXml(env().PUBLIC_URL, links), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
