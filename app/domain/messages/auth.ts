export const AUTH_MESSAGES = {
  loginSuccess: "Welcome back! You have been logged in successfully.",
  loginFailed: "Failed to log in. Please check your credentials and try again.",
  signupSuccess: "Account created successfully! Welcome to Simmer.",
  signupFailed: "Failed to create your account. Please try again.",
  emailTaken: "An account with this email already exists. Try logging in instead.",
  signedOut: "You have been signed out.",
  resetLinkSent:
    "If an account exists for that email, we have sent a link to reset the password. Check your inbox (and the spam folder).",
  resetLinkInvalid: "This reset link is invalid, has expired or has already been used. Please ask for a new one.",
  passwordChanged: "Your password has been changed. You are now logged in.",
  accountDeleted: "Your account and all your data have been deleted.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;
