import { ButtonLink } from "~/components/ui/button";

/** The message a route threw as `data({ message })`, else `fallback`. */
function thrownMessage(error: unknown, fallback: string): string {
  if (error && typeof error === "object" && "data" in error) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (typeof message === "string" && message) return message;
  }
  return fallback;
}

/** An invitation link that admits nobody (used, revoked, expired, unknown): why, and the way home. */
export function InvitationError({ error, title, fallback }: { error: unknown; title: string; fallback: string }) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12 text-center sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">{title}</h1>
      <p className="text-warm-800 mt-4">{thrownMessage(error, fallback)}</p>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        Go to Simmer
      </ButtonLink>
    </main>
  );
}
