/** Subscription outcomes (spec section 8); the quoted ones verbatim, the rest in the same voice. */
export const SUBSCRIPTION_MESSAGES = {
  upgraded: "Subscription upgraded successfully! Welcome to Premium!",
  upgradeFailed: "Failed to upgrade your subscription. Please try again.",
  cancelled: "Your subscription has been cancelled.",
  cancelFailed: "Failed to cancel your subscription. Please try again.",
  resumed: "Your subscription has been resumed.",
  resumeFailed: "Failed to resume your subscription. Please try again.",
  paymentSucceeded: "Payment successful! Thank you.",
  paymentFailed: "Payment failed. Please check your payment method and try again.",
  trialEndingSoon: "Your free trial ends in 3 days. Upgrade to continue enjoying premium features.",
  trialEnded: "Your free trial has ended. Upgrade to continue using premium features.",
  featureUnavailable: "This feature is not available in your current plan.",
  upgradeTeaser: "Upgrade your plan to access this feature.",
  demoNoMoney: "This is a demo checkout: no money is taken and no card is needed.",
} as const;
