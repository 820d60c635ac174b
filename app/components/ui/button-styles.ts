/** Class names for Simmer's buttons, so forms and dialogs look and behave alike (one place to restyle). */
export const buttonStyles = {
  /** The main action of a form: Save, Create. */
  primary:
    "rounded-xl bg-accent-orange px-5 py-2.5 font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-60",
  /** The other choice next to it: Cancel. */
  secondary: "rounded-xl bg-white px-5 py-2.5 font-semibold text-warm-900 ring-1 ring-warm-300 hover:bg-warm-100",
  /** Cancel in a dialog's footer. */
  dialogCancel: "rounded-xl bg-white px-4 py-2 font-semibold text-warm-900 ring-1 ring-warm-300 hover:bg-warm-100",
} as const;
