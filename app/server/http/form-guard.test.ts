import { describe, expect, it } from "vitest";
import { checkFields, checkRequest, checkUrl, GUARD_MESSAGES, readBounded } from "./form-guard";
import { REQUEST_LIMITS } from "./request-limits";

const BASE = "http://simmer.test";

function post(path: string, body: BodyInit, contentType?: string) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });
}

const form = "application/x-www-form-urlencoded";

describe("the request guard", () => {
  it.each([
    ["/reset-password?token=%00", GUARD_MESSAGES.nul],
    ["/browse?q=a%00b", GUARD_MESSAGES.nul],
    ["/browse?%00=1", GUARD_MESSAGES.nul],
    ["/recipe/%00", GUARD_MESSAGES.nul],
    ["/recipe/%E0%A4%A", GUARD_MESSAGES.unreadable],
  ])("refuses %s with 400", (path, message) => {
    expect(checkUrl(new URL(`${BASE}${path}`))).toEqual({ status: 400, message });
  });

  it("lets ordinary URLs through", () => {
    expect(checkUrl(new URL(`${BASE}/browse?q=caf%C3%A9&tags=vegan`))).toBeNull();
  });

  it.each([["text/plain"], ["application/json"], [undefined], ["multipart/mixed; boundary=x"]])(
    "refuses a form post sent as %s with 415",
    async (type) => {
      expect(await checkRequest(post("/login", "email=a", type))).toEqual({ status: 415, message: GUARD_MESSAGES.contentType });
    },
  );

  it("takes JSON on Better Auth's endpoints", async () => {
    expect(await checkRequest(post("/api/auth/sign-in/email", "{}", "application/json"))).toBeNull();
    expect(await checkRequest(post("/api/billing/stripe-webhook", "{}", "application/json"))).toBeNull();
    expect(await checkRequest(post("/api/billing/other", "{}", "application/json"))).toMatchObject({ status: 415 });
  });

  it("refuses a broken multipart body with 400", async () => {
    expect(await checkRequest(post("/login", "garbage", "multipart/form-data; boundary=xyz"))).toEqual({
      status: 400,
      message: GUARD_MESSAGES.unreadable,
    });
  });

  it("refuses a body over the limit with 413, whatever its type", async () => {
    const big = "a=" + "x".repeat(REQUEST_LIMITS.bodyBytes);
    expect(await checkRequest(post("/login", big, form))).toEqual({ status: 413, message: GUARD_MESSAGES.tooLarge });
    expect(await checkRequest(post("/api/auth/sign-in/email", big, "application/json"))).toMatchObject({ status: 413 });
  });

  it("leaves the body for the route to read", async () => {
    const request = post("/login", "email=a%40b.c&password=x", form);
    expect(await checkRequest(request)).toBeNull();
    expect((await request.formData()).get("email")).toBe("a@b.c");
  });

  it("accepts a well-formed multipart form", async () => {
    const body = new FormData();
    body.append("email", "a@b.c");
    body.append("photo", new Blob(["png"]), "photo.png");
    expect(await checkRequest(post("/login", body))).toBeNull();
  });
});

describe("form fields", () => {
  const entries = (pairs: [string, string][]) => pairs as [string, FormDataEntryValue][];

  it.each([
    [[["email", "a\0b"]], 400, GUARD_MESSAGES.nul],
    [[["em\0ail", "a"]], 400, GUARD_MESSAGES.nul],
    [[["n".repeat(201), "a"]], 400, GUARD_MESSAGES.fieldName],
    [[["a" + "[a]".repeat(5000), "1"]], 400, GUARD_MESSAGES.fieldName],
    [[["a.b.c.d.e.f.g.h.i", "1"]], 400, GUARD_MESSAGES.fieldName],
    [Array.from({ length: 1001 }, (_, i) => [`f${i}`, "x"]), 413, GUARD_MESSAGES.tooManyFields],
  ] as [[string, string][], number, string][])("refuses %#", (pairs, status, message) => {
    expect(checkFields(entries(pairs))).toEqual({ status, message });
  });

  it("accepts the shapes the app's forms use", () => {
    expect(
      checkFields(
        entries([
          ["intent", "add-recipes"],
          ["recipeId", "1"],
          ["recipeId", "2"],
          ["items[0].name", "Flour"],
        ]),
      ),
    ).toBeNull();
  });
});

describe("readBounded", () => {
  it("stops reading at the limit", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readBounded(endless, 10 * 1024)).toBeNull();
    expect(pulled).toBeLessThan(20);
  });
});
