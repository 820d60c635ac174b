import { describe, expect, it } from "vitest";
import { safeRedirect } from "../accounts/safe-redirect";
import { pendingSaveId, returnToSave, signedInPath, withoutPendingSave } from "./save-after-sign-in";

describe("saving after signing in", () => {
  it("sends the visitor to the login page, back to the signed-in page with the recipe to save", () => {
    const back = returnToSave("/browse", "?q=pasta", 12);
    expect(back).toBe("/app/browse?q=pasta&save=12");
    expect(safeRedirect(back)).toBe(back);
    expect(returnToSave("/recipe/7", "", 7)).toBe("/app/recipe/7?save=7");
    expect(returnToSave("/browse", "?save=3&page=2", 4)).toBe("/app/browse?save=4&page=2");
  });

  it("maps public pages to their signed-in twins", () => {
    expect(signedInPath("/")).toBe("/app/dashboard");
    expect(signedInPath("/browse")).toBe("/app/browse");
    expect(signedInPath("/cook-with-ingredients")).toBe("/app/cook-with-ingredients");
    expect(signedInPath("/app/recipe/3")).toBe("/app/recipe/3");
  });

  it("reads only a real recipe id from the address", () => {
    expect(pendingSaveId("?save=12")).toBe(12);
    expect(pendingSaveId(new URLSearchParams("q=x&save=5"))).toBe(5);
    for (const bad of ["", "?save=", "?save=0", "?save=-1", "?save=1.5", "?save=abc", "?save=99999999999", "?save=%2F%2Fevil"])
      expect(pendingSaveId(bad), bad).toBeNull();
  });

  it("drops the wish from the address once it is done, keeping the rest", () => {
    expect(withoutPendingSave("/app/browse?q=pasta&save=12")).toBe("/app/browse?q=pasta");
    expect(withoutPendingSave("/app/recipe/7?save=7")).toBe("/app/recipe/7");
    expect(withoutPendingSave("/app/recipe/7")).toBe("/app/recipe/7");
  });
});
