/** Shared class names (kept apart from form.tsx so pages without forms do not load the form library). */
export const inputClass =
  "block w-full rounded-xl border border-warm-300 bg-white px-3.5 py-2.5 text-warm-900 shadow-sm placeholder:text-warm-500 focus:border-accent-orange focus:ring-2 focus:ring-accent-orange/30 focus:outline-none aria-[invalid=true]:border-accent-red";
