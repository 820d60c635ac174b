import { useSignupOpen } from "~/components/ui/use-billing";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";

interface Props {
  id: string;
  heading: string;
  text: string;
}

/** "Sign up" and "Browse recipes": the two ways on from a content page. */
export function SignUpOrBrowse({ signUp = "Sign up for free", browse = "inverse" }: { signUp?: string; browse?: ButtonVariant }) {
  const signupOpen = useSignupOpen();
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {signupOpen && (
        <ButtonLink to="/signup" size="lg">
          {signUp}
        </ButtonLink>
      )}
      <ButtonLink to="/browse" size="lg" variant={browse}>
        Browse recipes
      </ButtonLink>
    </div>
  );
}

/** The dark closing banner of the landing and about pages: sign up, or look around first. */
export function CallToAction({ id, heading, text }: Props) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 text-center">
      <section aria-labelledby={id} className="bg-warm-900 rounded-3xl px-6 py-12 text-white">
        <h2 id={id} className="text-3xl font-bold">
          {heading}
        </h2>
        <p className="text-warm-200 mx-auto mt-3 max-w-xl">{text}</p>
        <SignUpOrBrowse />
      </section>
    </div>
  );
}
