import { robotsTxt } from "~/domain/recipes/site-feeds";
import { env } from "~/server/env.server";

/** robots.txt for search engines, pointing at the sitemap (absolute, from PUBLIC_URL). */
export function loader() {
  return new Response(robotsTxt(env().PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
