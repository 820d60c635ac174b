process.env.AUTH_SECRET ??= "flash-test-secret-of-enough-length-0123456789abcdef";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { flashHeader, readFlash } from "./flash.server";

function requestWith(setCookie: string): Request {
  return new Request("http://localhost:3000/", { headers: { cookie: setCookie.split(";")[0] } });
}

/** How a visitor (or another site's page) would hand-make the cookie: React Router's encoding, no signature. */
function handMade(value: unknown): string {
  const json = JSON.stringify(value);
  return `simmer.flash=${encodeURIComponent(Buffer.from(json, "utf8").toString("base64"))}`;
}

describe("the flash-message cookie", () => {
  it("carries a message Simmer set across one redirect", async () => {
    const header = await flashHeader("Welcome back! You have been logged in successfully.");
    const { flash, clear } = await readFlash(requestWith(header));
    expect(flash?.message).toBe("Welcome back! You have been logged in successfully.");
    expect(clear).toMatch(/^simmer\.flash=;/);
  });

  it("shows nothing for a hand-made, unsigned cookie", async () => {
    const forged = handMade({ id: "x", message: "Your account is locked. Call +1 555 0100.", type: "error" });
    expect(await readFlash(requestWith(forged))).toEqual({ flash: null, clear: null });
  });

  it("shows nothing for a cookie signed with another secret", async () => {
    const other = createCookie("simmer.flash", { secrets: ["some-other-secret-of-enough-length-0123456789"] });
    const forged = await other.serialize({ id: "x", message: "Forged", type: "success" });
    expect(await readFlash(requestWith(forged))).toEqual({ flash: null, clear: null });
  });

  it("shows nothing when the message part of a real cookie was changed", async () => {
    const header = await flashHeader("Signed message");
    const [, value] = header.split(";")[0].split("=");
    const [, signature] = decodeURIComponent(value).split(".");
    const swapped = `simmer.flash=${encodeURIComponent(`${Buffer.from(JSON.stringify({ id: "x", message: "Forged", type: "success" })).toString("base64")}.${signature}`)}`;
    expect(await readFlash(requestWith(swapped))).toEqual({ flash: null, clear: null });
  });
});
