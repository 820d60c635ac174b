import { ButtonLink } from "~/components/ui/button";

interface Props {
  id: string;
  heading: string;
  text: string;
}

/** The dark closing banner of the landing and about pages: sign up, or look around first. */
export function CallToAction({ id, heading, text }: Props) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-5xl px-4 py-16 text-center">
      <div className="bg-warm-900 rounded-3xl px-6 py-12 text-white">
        <h2 id={id} className="text-3xl font-bold">
          {heading}
        </h2>
        <p className="text-warm-200 mx-auto mt-3 max-w-xl">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/signup" size="lg">
            Sign up for free
          </ButtonLink>
          <ButtonLink to="/browse" size="lg" variant="inverse">
            Browse recipes
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
