import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { settleAction } from "./action-reply";
import { dismissToast, getToasts } from "./toast-store";

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

const shown = () => getToasts().map((t) => [t.message, t.type]);

describe("settleAction", () => {
  it("passes the reply on and raises its message once", async () => {
    const reply = { ok: true, message: "Cookbook created successfully!", value: { id: "x" } };
    expect(await settleAction(async () => reply, { fallback: "Failed" })).toBe(reply);
    expect(shown()).toEqual([["Cookbook created successfully!", "success"]]);
  });

  it("shows a refusal as an error, and a success in the type asked for", async () => {
    await settleAction(async () => ({ ok: false, message: "This ingredient is already in the list" }), { fallback: "Failed" });
    await settleAction(async () => ({ ok: true, message: "Recipe removed from cookbook" }), {
      fallback: "Failed",
      successType: "info",
    });
    expect(shown()).toEqual([
      ["This ingredient is already in the list", "error"],
      ["Recipe removed from cookbook", "info"],
    ]);
  });

  it("turns a server error into a refused reply with the fallback message", async () => {
    const reply = await settleAction(
      async () => {
        throw new Error("Unable to decode turbo-stream response");
      },
      { fallback: "Failed to delete cookbook. Please try again." },
    );
    expect(reply).toEqual({ ok: false, message: "Failed to delete cookbook. Please try again." });
    expect(shown()).toEqual([["Failed to delete cookbook. Please try again.", "error"]]);
  });

  // A thrown data(…, { status: 404 }) reaches the browser as React Router's ErrorResponse.
  it("keeps the message of a refusal the action threw", async () => {
    const reply = await settleAction(
      async () => {
        throw new ErrorResponseImpl(404, "Not Found", { ok: false, message: "Cookbook not found" });
      },
      { fallback: "Failed to add recipe to cookbook" },
    );
    expect(reply).toEqual({ ok: false, message: "Cookbook not found" });
  });

  it("lets a redirect through to the router", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    await expect(
      settleAction(
        async () => {
          throw redirect;
        },
        { fallback: "Failed" },
      ),
    ).rejects.toBe(redirect);
    expect(shown()).toEqual([]);
  });
});
