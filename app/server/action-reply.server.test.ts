import { describe, expect, it } from "vitest";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import { fail, succeed } from "~/domain/outcome";
import { dispatchIntent, onlyId } from "./action-reply.server";

function formWith(intent?: string) {
  const form = new FormData();
  if (intent !== undefined) form.set("intent", intent);
  return form;
}

describe("dispatchIntent", () => {
  const intents = {
    create: () => Promise.resolve("created"),
    "remove-item": () => Promise.resolve("removed"),
  };

  it("runs the intent the form names", async () => {
    expect(await dispatchIntent(formWith("create"), intents)).toBe("created");
    expect(await dispatchIntent(formWith("remove-item"), intents)).toBe("removed");
  });

  it.each([
    ["missing", undefined],
    ["unknown", "explode"],
    ["inherited", "toString"],
  ])("answers 400 for a %s intent without running anything", async (_, intent) => {
    const reply = await dispatchIntent(formWith(intent), intents);
    expect(reply).toMatchObject({ init: { status: 400 }, data: { ok: false, message: GENERAL_MESSAGES.invalid } });
  });
});

describe("onlyId", () => {
  it("keeps only the created row's id", () => {
    expect(onlyId(succeed({ id: "a1", name: "Soups" }, "Created"))).toEqual({
      ok: true,
      value: { id: "a1" },
      message: "Created",
    });
  });

  it("passes a failure through", () => {
    expect(onlyId(fail(409, "Taken"))).toEqual({ ok: false, status: 409, message: "Taken" });
  });
});
