/** What search engines and feed readers find on the public site: robots.txt, the sitemap, the Atom feed. */
import { expect, test } from "./fixtures";
import { E2E_BASE_URL } from "./support";

test("robots.txt names the sitemap, which lists public recipes by absolute address, and the feed is found from the page", async ({
  page,
}) => {
  const robots = await page.request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  expect(robotsText).toMatch(/^Disallow: \/app\/$/m);

  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.filter((loc) => /\/recipe\/\d+$/.test(loc)).length).toBeGreaterThan(10);
  for (const loc of locs) expect(loc.startsWith(`${E2E_BASE_URL}/`)).toBe(true);

  // A listed recipe opens for a visitor.
  const first = locs.find((loc) => /\/recipe\/\d+$/.test(loc))!;
  const opened = await page.goto(first);
  expect(opened?.status()).toBe(200);

  await page.goto("/");
  const feedLink = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(feedLink).toHaveAttribute("href", "/feed.xml");
  const feed = await page.request.get("/feed.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
  const xml = await feed.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect((xml.match(/<entry>/g) ?? []).length).toBeGreaterThan(0);
  expect(xml).toMatch(new RegExp(`href="${E2E_BASE_URL}/recipe/\\d+"`));
});
