import { describe, expect, it } from "vitest";
import { fixtureEntries, otherFixtureUploads } from "../../../../tests/support/import-entries";
import type { ImportEntry } from "../collection";
import { copymethatFormat } from "./copymethat";

const page = (html: string): ImportEntry => ({ path: "recipes.html", bytes: new TextEncoder().encode(html) });

describe("copymethatFormat", () => {
  const entries = fixtureEntries("copymethat");

  it("recognises its HTML export and no other format's files", () => {
    expect(copymethatFormat.recognises(entries)).toBe(true);
    expect(copymethatFormat.recognises(entries.filter((entry) => entry.path.startsWith("images/")))).toBe(false);
    for (const upload of otherFixtureUploads("copymethat")) {
      expect(copymethatFormat.recognises(upload.entries), upload.name).toBe(false);
    }
  });

  it("reads every recipe block: title, photo from the images folder, sections, tags, notes, link and rating", async () => {
    const { recipes } = await copymethatFormat.read(entries);
    expect(recipes.map((recipe) => recipe.title)).toEqual(["Tarte Tatin à l'ancienne", "麻婆豆腐", "Soupe à l'oignon gratinée"]);
    const [tatin, mapo, soupe] = recipes;
    expect(tatin).toEqual({
      title: "Tarte Tatin à l'ancienne",
      description: "La tarte renversée des sœurs Tatin, caramel ambré et pommes fondantes.",
      ingredients: ["120 g de sucre", "60 g de beurre demi-sel", "8 pommes Reine des Reinettes", "1 pâte brisée"],
      ingredientSections: [
        { title: "Pour le caramel", start: 0 },
        { title: "Pour la tarte", start: 2 },
      ],
      instructions: [
        "Préchauffer le four à 180 °C.",
        "Faire fondre le sucre dans le moule jusqu'à obtenir un caramel ambré, puis ajouter le beurre.",
        "Disposer les pommes en rosace, couvrir de pâte et cuire 45 minutes.",
      ],
      servings: 6,
      prepTime: 30,
      cookTime: 45,
      tags: ["Dessert", "Français"],
      sourceUrl: "https://cuisine.example.fr/tarte-tatin",
      notes: "Démouler tiède, pas froide.\n\nServir avec une crème fraîche épaisse.",
      rating: 5,
      photo: { bytes: entries.find((entry) => entry.path === "images/tarte-tatin.png")!.bytes, name: "tarte-tatin.png" },
    });
    expect(mapo).toMatchObject({ servings: 4, tags: ["川菜"], sourceUrl: "https://example.cn/mapo" });
    expect(mapo!.ingredients).toHaveLength(4);
    expect(mapo!.photo).toBeUndefined();
    // Written the other way Copy Me That marks a recipe: items by class, yield as a link, ISO times.
    expect(soupe).toMatchObject({
      ingredients: ["6 oignons jaunes", "1,5 l de bouillon de bœuf", "150 g de gruyère râpé"],
      instructions: [
        "Faire blondir les oignons 40 minutes à feu doux.",
        "Mouiller avec le bouillon, cuire 20 minutes, gratiner au four.",
      ],
      servings: 4,
      prepTime: 15,
      cookTime: 60,
    });
    // The src is percent-encoded; the file in the zip has the accent.
    expect(soupe!.photo?.name).toBe("soupe-à-l-oignon.png");
  });

  it("gives blocks without a title or without ingredients and steps as failures", async () => {
    const { failures } = await copymethatFormat.read(entries);
    expect(failures).toEqual([
      { name: "Rezept ohne Inhalt", reason: "This recipe has no ingredients and no steps." },
      { name: "recipes.html, recipe 5", reason: "This recipe has no title." },
    ]);
  });

  it("keeps a photo link that is a web address, and never reads a file outside the archive", async () => {
    const html = (src: string) =>
      `<div class="recipe"><div id="name">Toast</div><img class="recipeImage" src="${src}"><ul id="recipeIngredients"><li>bread</li></ul></div>`;
    const secret: ImportEntry = { path: "secret.png", bytes: new Uint8Array([1]) };
    const remote = await copymethatFormat.read([page(html("https://img.example.com/toast.jpg"))]);
    expect(remote.recipes[0]).toMatchObject({ photoUrl: "https://img.example.com/toast.jpg" });
    const beside = await copymethatFormat.read([{ ...page(html("../secret.png")), path: "export/recipes.html" }, secret]);
    expect(beside.recipes[0]!.photo?.name).toBe("secret.png");
    const climbing = await copymethatFormat.read([page(html("../secret.png")), secret]);
    expect(climbing.recipes[0]!.photo).toBeUndefined();
  });
});
