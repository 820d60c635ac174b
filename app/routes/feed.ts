import { atomFeed, FEED_SIZE } from "~/domain/recipes/site-feeds";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { newPublicRecipes } from "~/server/recipes/public-recipes.server";

/** The Atom feed of new public recipes (catalog and shared), newest first. */
export async function loader() {
  const entries = await newPublicRecipes(await getDb(), FEED_SIZE);
  return new Response(atomFeed(env().PUBLIC_URL, entries), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
