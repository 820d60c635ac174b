import { describe, expect, it } from "vitest";
import { AdminEmailsSchema, isAdminAccount } from "./admins";

describe("ADMIN_EMAILS", () => {
  it("reads a comma-separated list, ignoring spaces, case and empty parts", () => {
    expect(AdminEmailsSchema.parse(" Maya@Example.com, ,sam@example.com ,")).toEqual(["maya@example.com", "sam@example.com"]);
    expect(AdminEmailsSchema.parse(undefined)).toEqual([]);
    expect(AdminEmailsSchema.parse("")).toEqual([]);
  });

  it("refuses a part that is not an e-mail address, naming it", () => {
    const result = AdminEmailsSchema.safeParse("maya@example.com, not-an-address");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain("not-an-address");
  });
});

describe("isAdminAccount", () => {
  const list = ["maya@example.com"];
  it("is true for a confirmed listed e-mail (any case) or a command-line admin", () => {
    expect(isAdminAccount({ email: "MAYA@example.com", isAdmin: false, emailVerified: true }, list)).toBe(true);
    expect(isAdminAccount({ email: "sam@example.com", isAdmin: true, emailVerified: false }, list)).toBe(true);
    expect(isAdminAccount({ email: "sam@example.com", isAdmin: false, emailVerified: true }, list)).toBe(false);
  });

  it("is false for a listed e-mail nobody has confirmed: whoever signed up with it first does not run the site", () => {
    expect(isAdminAccount({ email: "maya@example.com", isAdmin: false, emailVerified: false }, list)).toBe(false);
  });

  it("is false for a disabled account whatever else says so", () => {
    expect(isAdminAccount({ email: "maya@example.com", isAdmin: true, emailVerified: true, disabledAt: new Date() }, list)).toBe(
      false,
    );
  });
});
