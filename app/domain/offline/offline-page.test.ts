import { describe, expect, it } from "vitest";
import { offlinePageHtml, WORKS_OFFLINE } from "./offline-page";

describe("the offline page", () => {
  it("names the page asked for, what still works, and the recipes kept", () => {
    const html = offlinePageHtml({
      path: "/browse?q=dal",
      stylesheet: "/assets/app-abc.css",
      signedIn: true,
      recipes: [{ id: 3, title: "Creamy Tomato Soup" }],
    });
    expect(html).toContain("You're offline");
    expect(html).toContain("/browse?q=dal");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-abc.css">');
    for (const page of WORKS_OFFLINE) expect(html).toContain(`href="${page.href}">${page.label}</a>`);
    expect(html).toContain('href="/app/recipe/3">Creamy Tomato Soup</a>');
    expect(html).toContain('href="/cook-mode/3">Cook</a>');
  });

  it("escapes what it shows (a recipe title or an address cannot add markup)", () => {
    const html = offlinePageHtml({
      path: '/x"><script>alert(1)</script>',
      stylesheet: null,
      signedIn: true,
      recipes: [{ id: 1, title: "<img src=x onerror=alert(1)>" }],
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("tells a visitor to sign in online, and lists nothing of anyone's", () => {
    const html = offlinePageHtml({ path: "/", stylesheet: null, signedIn: false, recipes: [{ id: 1, title: "Secret" }] });
    expect(html).toContain("Sign in while you are online");
    expect(html).not.toContain("Secret");
    expect(html).not.toContain('href="/app/shopping"');
  });
});
