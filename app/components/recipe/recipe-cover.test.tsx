// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { coverImageUrl } from "~/domain/recipes/cover-image";
import { RecipeImage } from "./recipe-cover";

afterEach(cleanup);

describe("recipe image", () => {
  it("shows the photo when there is one", () => {
    const { container } = render(<RecipeImage title="Tomato Soup" tags={["soup"]} imageUrl="https://images.example/soup.jpg" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://images.example/soup.jpg");
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
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(coverImageUrl("Tomato Soup", ["soup"]));
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.getAttribute("alt")).toBe("");
  });

  it("draws the generated cover when there is no photo, named for screen readers when not decorative", () => {
    const { getByRole } = render(<RecipeImage title="Lemon Tart" tags={["dessert"]} imageUrl={null} decorative={false} />);
    const img = getByRole("img", { name: "Illustration for Lemon Tart" });
    expect(img.getAttribute("src")).toBe("/covers/v1.svg?t=Lemon+Tart&g=dessert");
  });

  it("names a photo by the recipe's title when it is not decorative, and loads the page's main picture first", () => {
    const { getByRole } = render(
      <RecipeImage title="Pie" tags={[]} imageUrl="https://images.example/pie.jpg" decorative={false} loading="eager" />,
    );
    const img = getByRole("img", { name: "Pie" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });
});
