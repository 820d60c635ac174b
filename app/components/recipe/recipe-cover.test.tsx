// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { coverDesign, motifMarkup } from "~/domain/recipes/cover";
import { RecipeCover, RecipeImage } from "./recipe-cover";

afterEach(cleanup);

describe("recipe image", () => {
  it("shows the photo when there is one", () => {
    const { container } = render(<RecipeImage title="Tomato Soup" tags={["soup"]} imageUrl="https://images.example/soup.jpg" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://images.example/soup.jpg");
    expect(container.querySelector("[data-cover-category]")).toBeNull();
    expect(container.querySelector("img")?.hasAttribute("srcset")).toBe(false);
  });

  it("offers a photo uploaded here in its three widths", () => {
    const id = "0123456789abcdef0123456789abcdef";
    const { container } = render(<RecipeImage title="Pie" tags={[]} imageUrl={`/uploads/${id}.webp`} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(`/uploads/${id}.webp`);
    expect(img.getAttribute("srcset")).toBe(
      `/uploads/${id}-thumb.webp 320w, /uploads/${id}-card.webp 800w, /uploads/${id}.webp 2000w`,
    );
  });

  it("falls back to the generated cover when the photo fails to load", () => {
    const { container } = render(
      <RecipeImage title="Tomato Soup" tags={["soup"]} imageUrl="https://images.example/missing.jpg" />,
    );
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-cover-category]")?.getAttribute("data-cover-category")).toBe("soup");
  });

  it("draws the generated cover when there is no photo, named for screen readers when not decorative", () => {
    const { getByRole } = render(<RecipeImage title="Lemon Tart" tags={["dessert"]} imageUrl={null} decorative={false} />);
    expect(getByRole("img", { name: "Illustration for Lemon Tart" }).getAttribute("data-cover-category")).toBe("dessert");
  });

  it("draws each cover from its own title and tags, also when drawn again (remembered)", () => {
    const cases: [string, string[]][] = [
      ["Chicken Soup", ["soup"]],
      ["Chicken Soup", ["dessert"]],
      ["Chicken Soup", ["soup", "quick"]],
      ["Beef Stew", ["soup"]],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [title, tags] of cases) {
        const design = coverDesign(tags, title);
        const markup = renderToStaticMarkup(<RecipeCover title={title} tags={tags} />);
        expect(markup).toContain(`data-cover-category="${design.category}"`);
        expect(markup).toContain(`linear-gradient(${design.angle}deg, ${design.from}, ${design.to})`);
        expect(markup).toContain(`>${motifMarkup(design)}</svg>`);
      }
    }
  });
});
