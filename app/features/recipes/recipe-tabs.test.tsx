// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { RecipeTabs } from "./recipe-tabs";

afterEach(cleanup);

const draw = () =>
  render(<RecipeTabs ingredients={["1 cup rice", "2 cups water"]} rows={[]} instructions={["Boil."]} units="as-written" />);
const state = (name: RegExp) => screen.getByRole("tabpanel", { name }).getAttribute("data-state");

it("is the ARIA tabs pattern: one tab chosen, its panel active, each panel labelled by its tab", () => {
  draw();
  const [ingredients, instructions] = screen.getAllByRole("tab");
  expect(ingredients.getAttribute("aria-selected")).toBe("true");
  expect(instructions.getAttribute("aria-selected")).toBe("false");
  expect(ingredients.tabIndex).toBe(0);
  expect(instructions.tabIndex).toBe(-1);
  expect(state(/^Ingredients/)).toBe("active");
  expect(state(/^Instructions/)).toBe("inactive");
  expect(screen.getByRole("tabpanel", { name: /^Instructions/ }).getAttribute("aria-labelledby")).toBe(instructions.id);
  expect(instructions.getAttribute("aria-controls")).toBe(screen.getByRole("tabpanel", { name: /^Instructions/ }).id);
});

it("moves with the arrow keys, Home and End, and chooses by pointer", () => {
  draw();
  const [ingredients, instructions] = screen.getAllByRole("tab");
  fireEvent.keyDown(ingredients, { key: "ArrowRight" });
  expect(document.activeElement).toBe(instructions);
  expect(state(/^Instructions/)).toBe("active");
  fireEvent.keyDown(instructions, { key: "ArrowRight" });
  expect(state(/^Ingredients/)).toBe("active");
  fireEvent.keyDown(ingredients, { key: "End" });
  expect(state(/^Instructions/)).toBe("active");
  fireEvent.keyDown(instructions, { key: "Home" });
  expect(state(/^Ingredients/)).toBe("active");
  fireEvent.mouseDown(instructions, { button: 0 });
  expect(instructions.getAttribute("aria-selected")).toBe("true");
});
