/**
 * Account forms (spec section 5). One schema per form, used by the browser (on blur) and by the
 * server action, so the user sees the same message wherever the check ran.
 */
import { z } from "zod";

/** Passwords longer than this are refused before hashing (scrypt on huge input is a denial-of-service lever). */
export const MAX_PASSWORD_LENGTH = 128;
export const LOGIN_MIN_PASSWORD = 6;
export const SIGNUP_MIN_PASSWORD = 8;

const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** Required text: missing and blank both read as "required". */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = requiredText("Email is required")
  .max(254, "Please enter a valid email address")
  .regex(EMAIL_PATTERN, "Please enter a valid email address")
  .transform((email) => email.toLowerCase());

const tooLong = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

export const LoginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(LOGIN_MIN_PASSWORD, "Password must be at least 6 characters")
    .max(MAX_PASSWORD_LENGTH, tooLong),
  rememberMe: z.boolean().default(false),
  redirectTo: z.string().optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** A new password: at least 8 characters with a letter and a digit. */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(SIGNUP_MIN_PASSWORD, "Password must be at least 8 characters")
  .max(MAX_PASSWORD_LENGTH, tooLong)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), "Password must contain letters and numbers");

const confirmField = z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password");

/** Runs even when other fields are invalid, so the mismatch shows as soon as both passwords are typed. */
const passwordsMatch = {
  message: "Passwords do not match",
  path: ["confirmPassword"],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown };
    return typeof v.password === "string" && typeof v.confirmPassword === "string" && v.confirmPassword.length > 0;
  },
};

export const nameField = requiredText("Full name is required")
  .min(2, "Name must be at least 2 characters")
  .max(50, "Name must be less than 50 characters")
  .refine((name) => !CONTROL_CHARACTERS.test(name), "Please enter valid information.");

export const SignupSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmField,
    terms: z
      .boolean({ error: "You must agree to the terms and conditions" })
      .refine((v) => v, "You must agree to the terms and conditions"),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type SignupInput = z.infer<typeof SignupSchema>;

export const ForgotPasswordSchema = z.object({ email: emailField });

/** Reset tokens are short strings of letters, digits, `-` and `_`; anything else is no token of ours. */
export function isWellFormedResetToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{1,200}$/.test(token);
}

export const ResetPasswordSchema = z
  .object({
    token: z.string().refine(isWellFormedResetToken, "This reset link is invalid or has expired."),
    password: newPasswordField,
    confirmPassword: confirmField,
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

/** Kept here for the forms that import it; the rules live in ~/domain/safe-redirect. */
export { safeRedirect } from "../accounts/safe-redirect";

/** How recent a sign-in must be to stand in for the password when deleting an account that has none. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** Deleting the account: the current password, when the account has one (checked on the server). */
export const DeleteAccountSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH, tooLong).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;
