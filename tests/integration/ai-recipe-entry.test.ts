/** /ai-recipe is the visitors' preview: a signed-in cook is sent to the generator in the app (spec). */
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/ai-recipe";
import { call, getRequest } from "../support/routes";

const cook = {
  id: "cook-1",
  name: "Maya",
  email: "maya@example.com",
  emailVerified: true,
  image: null,
  planId: "free" as const,
};

describe("/ai-recipe", () => {
  it("sends a signed-in cook, whatever the plan, to /app/ai-recipes", async () => {
    for (const planId of ["free", "premium"] as const) {
      const answer = await call(loader, getRequest("/ai-recipe"), { user: { ...cook, planId } });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/app/ai-recipes");
    }
  });

  it("shows visitors the preview", async () => {
    const answer = await call(loader, getRequest("/ai-recipe"));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ signedIn: false, entitled: false });
  });
});
