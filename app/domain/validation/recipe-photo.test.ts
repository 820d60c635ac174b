/** The recipe form's image field takes a photo uploaded here as well as a typed address. */
import { describe, expect, it } from "vitest";
import { RECIPE_FORM_MESSAGES, RecipeFormSchema } from "./recipe";

const imageError = (imageUrl: string) => {
  const result = RecipeFormSchema.shape.imageUrl.safeParse(imageUrl);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the recipe form's image", () => {
  it("accepts a stored photo's address", () => {
    expect(imageError("/uploads/0123456789abcdef0123456789abcdef.webp")).toBeNull();
  });

  it.each([
    "/uploads/../etc/passwd.webp",
    "/uploads/0123456789abcdef0123456789abcdef.png",
    "/uploads/abc.webp",
    "/elsewhere/0123456789abcdef0123456789abcdef.webp",
    "//evil.example/uploads/0123456789abcdef0123456789abcdef.webp",
  ])("refuses %s like any other address outside the rule", (value) => {
    expect(imageError(value)).toBe(RECIPE_FORM_MESSAGES.imageUrlInvalid);
  });

  it("still applies the spec's rule to typed addresses", () => {
    expect(imageError("https://example.com/pie.jpg")).toBeNull();
    expect(imageError("https://example.com/pie")).toBe(RECIPE_FORM_MESSAGES.imageUrlInvalid);
  });
});
