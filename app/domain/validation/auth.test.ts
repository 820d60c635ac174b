import { describe, expect, it } from "vitest";
import { ForgotPasswordSchema, isWellFormedResetToken, LoginSchema, ResetPasswordSchema, SignupSchema } from "./auth";
import { NotificationsSchema, PreferencesSchema, ProfileSchema } from "./settings";

/** The first message for each field of a failed parse. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const validSignup = {
  name: "Maya Okafor",
  email: "maya@example.com",
  password: "simmer2024",
  confirmPassword: "simmer2024",
  terms: true,
};

describe("login form", () => {
  it.each([
    [{}, "email", "Email is required"],
    [{ email: "   " }, "email", "Email is required"],
    [{ email: "maya" }, "email", "Please enter a valid email address"],
    [{ email: "maya@example" }, "email", "Please enter a valid email address"],
    [{ email: "ma ya@example.com" }, "email", "Please enter a valid email address"],
    [{}, "password", "Password is required"],
    [{ password: "" }, "password", "Password is required"],
    [{ password: "12345" }, "password", "Password must be at least 6 characters"],
    [{ password: "x".repeat(129) }, "password", "Password must be at most 128 characters"],
  ])("%j: %s says %j", (input, field, message) => {
    expect(messages(LoginSchema.safeParse(input))[field]).toBe(message);
  });

  it("accepts the spec's 6-character login password and lowercases the e-mail", () => {
    const result = LoginSchema.parse({ email: " Maya@Example.COM ", password: "123456" });
    expect(result).toEqual({ email: "maya@example.com", password: "123456", rememberMe: false });
  });
});

describe("sign-up form", () => {
  it("accepts a valid sign-up", () => {
    expect(SignupSchema.safeParse(validSignup).success).toBe(true);
  });

  it.each([
    [{ name: undefined }, "name", "Full name is required"],
    [{ name: "   " }, "name", "Full name is required"],
    [{ name: " A " }, "name", "Name must be at least 2 characters"],
    [{ name: "A".repeat(51) }, "name", "Name must be less than 50 characters"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "maya@" }, "email", "Please enter a valid email address"],
    [{ password: "" }, "password", "Password is required"],
    [{ password: "abc1", confirmPassword: "abc1" }, "password", "Password must be at least 8 characters"],
    [{ password: "abcdefgh", confirmPassword: "abcdefgh" }, "password", "Password must contain letters and numbers"],
    [{ password: "12345678", confirmPassword: "12345678" }, "password", "Password must contain letters and numbers"],
    [{ confirmPassword: "" }, "confirmPassword", "Please confirm your password"],
    [{ confirmPassword: "simmer2025" }, "confirmPassword", "Passwords do not match"],
    [{ terms: false }, "terms", "You must agree to the terms and conditions"],
    [{ terms: undefined }, "terms", "You must agree to the terms and conditions"],
  ])("%j: %s says %j", (override, field, message) => {
    expect(messages(SignupSchema.safeParse({ ...validSignup, ...override }))[field]).toBe(message);
  });

  it("keeps a 50-character name and trims it", () => {
    const name = "B".repeat(50);
    expect(SignupSchema.parse({ ...validSignup, name: `  ${name} ` }).name).toBe(name);
  });

  it("reports a password mismatch even while other fields are still wrong", () => {
    const result = messages(SignupSchema.safeParse({ ...validSignup, name: "", confirmPassword: "different1" }));
    expect(result.confirmPassword).toBe("Passwords do not match");
    expect(result.name).toBe("Full name is required");
  });
});

describe("password reset forms", () => {
  it("needs a valid e-mail to send a link", () => {
    expect(messages(ForgotPasswordSchema.safeParse({ email: "x" })).email).toBe("Please enter a valid email address");
    expect(ForgotPasswordSchema.parse({ email: "A@B.co" }).email).toBe("a@b.co");
  });

  it("applies the sign-up password rules to the new password", () => {
    expect(messages(ResetPasswordSchema.safeParse({ token: "t", password: "short1", confirmPassword: "short1" })).password).toBe(
      "Password must be at least 8 characters",
    );
    expect(
      messages(ResetPasswordSchema.safeParse({ token: "t", password: "longenough1", confirmPassword: "longenough2" }))
        .confirmPassword,
    ).toBe("Passwords do not match");
    expect(ResetPasswordSchema.safeParse({ token: "t", password: "longenough1", confirmPassword: "longenough1" }).success).toBe(
      true,
    );
  });
});

describe("control characters", () => {
  it("are not a valid e-mail, name or reset token", () => {
    expect(messages(ForgotPasswordSchema.safeParse({ email: "a\u0000b@example.com" })).email).toBe(
      "Please enter a valid email address",
    );
    expect(messages(SignupSchema.safeParse({ ...validSignup, name: "Ma\u0000ya" })).name).toBe("Please enter valid information.");
    expect(messages(SignupSchema.safeParse({ ...validSignup, name: "Ma\u0007ya" })).name).toBe("Please enter valid information.");
    expect(isWellFormedResetToken("\u0000")).toBe(false);
    expect(isWellFormedResetToken("abc def")).toBe(false);
    expect(isWellFormedResetToken("x".repeat(201))).toBe(false);
    expect(isWellFormedResetToken("AbCdEf0123456789ghIJklMN")).toBe(true);
    expect(
      messages(ResetPasswordSchema.safeParse({ token: "%00", password: "longenough1", confirmPassword: "longenough1" })).token,
    ).toBe("This reset link is invalid or has expired.");
  });
});

describe("settings forms", () => {
  it.each([
    [{ name: "", email: "a@b.co" }, "name", "Name is required"],
    [{ name: "A", email: "a@b.co" }, "name", "Name must be at least 2 characters"],
    [{ name: "A".repeat(101), email: "a@b.co" }, "name", "Name must be less than 100 characters"],
    [{ name: "Maya", email: "" }, "email", "Email is required"],
    [{ name: "Maya", email: "nope" }, "email", "Please enter a valid email address"],
  ])("profile %j: %s says %j", (input, field, message) => {
    expect(messages(ProfileSchema.safeParse(input))[field]).toBe(message);
  });

  it("accepts a 100-character name in settings (unlike sign-up's 50)", () => {
    expect(ProfileSchema.safeParse({ name: "C".repeat(100), email: "a@b.co" }).success).toBe(true);
  });

  it("accepts only the nine dietary options and four skill levels", () => {
    expect(PreferencesSchema.safeParse({ dietaryPreferences: ["Vegan", "Keto"], skillLevel: "expert" }).success).toBe(true);
    expect(PreferencesSchema.safeParse({ dietaryPreferences: ["Carnivore"], skillLevel: "expert" }).success).toBe(false);
    expect(PreferencesSchema.safeParse({ dietaryPreferences: [], skillLevel: "chef" }).success).toBe(false);
    expect(PreferencesSchema.parse({ skillLevel: "beginner" }).dietaryPreferences).toEqual([]);
  });

  it("reads unticked notification switches as off", () => {
    expect(NotificationsSchema.parse({ recipeUpdates: true })).toEqual({
      recipeUpdates: true,
      weeklyDigest: false,
      planUpdates: false,
      community: false,
    });
  });
});
