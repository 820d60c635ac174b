import { Link } from "react-router";
import { LegalPage, pageMeta } from "~/components/layout/page-header";
import { env } from "~/server/env.server";
import type { Route } from "./+types/privacy-policy";

export function loader() {
  return { supportEmail: env().SUPPORT_EMAIL };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Privacy Policy", "What personal data Simmer stores, why, for how long, and how you can see, export or delete it.");

const DATA_GROUPS = [
  {
    title: "Your account",
    items: ["Your name", "Your e-mail address", "Your password, stored only as a salted hash that nobody can read back"],
  },
  {
    title: "What you save",
    items: [
      "Saved recipes and recipes you create",
      "Cookbooks and the recipes in them",
      "Ingredient lists",
      "Meal plans and shopping lists",
      "Recently viewed and recently cooked recipes",
      "Your settings, such as dietary preferences and e-mail notifications",
    ],
  },
  {
    title: "Technical data",
    items: [
      "A session cookie that keeps you signed in (see the cookies policy)",
      "Your IP address, used briefly for rate limiting and in security logs to protect accounts from abuse",
    ],
  },
] as const;

const PURPOSES = [
  {
    purpose: "Providing your account and the features you use: signing in, saving recipes, cookbooks, lists and plans",
    basis: "Art. 6(1)(b) GDPR – performance of our contract with you",
  },
  {
    purpose: "Sending e-mails you need, such as password resets, and notifications you have switched on",
    basis: "Art. 6(1)(b) GDPR – performance of our contract with you",
  },
  {
    purpose: "Keeping the service secure: rate limiting, detecting attacks, fixing errors",
    basis: "Art. 6(1)(f) GDPR – our legitimate interest in a safe and working service",
  },
] as const;

const OUTSIDE_SERVICES = [
  {
    name: "E-mail delivery (SMTP)",
    text: "to send account e-mails; the mail server receives your e-mail address and the message content.",
  },
  {
    name: "AI recipe generation provider",
    text: "to create recipes from your prompt; the provider receives the text of your prompt, but not your name or e-mail address.",
  },
  {
    name: "Stripe (payments)",
    text: "to handle subscriptions to paid plans; Stripe receives your e-mail address and processes your payment details directly. Simmer never sees or stores your card number.",
  },
] as const;

const RIGHTS = [
  ["Access", "ask which data we hold about you and receive a copy (Art. 15 GDPR)"],
  ["Rectification", "have incorrect data corrected (Art. 16 GDPR)"],
  ["Erasure", "have your data deleted (Art. 17 GDPR)"],
  ["Restriction", "have the processing of your data limited (Art. 18 GDPR)"],
  ["Data portability", "receive your data in a common, machine-readable format (Art. 20 GDPR)"],
  ["Objection", "object to processing based on our legitimate interests (Art. 21 GDPR)"],
  ["Complaint", "lodge a complaint with a data protection supervisory authority (Art. 77 GDPR)"],
] as const;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;

  return (
    <LegalPage
      title="Privacy Policy"
      lead="We collect as little as we can, keep it only as long as we need it, and never sell it."
      updated="22 November 2026"
    >
      <h2>Who is responsible</h2>
      <p>
        The controller responsible for your data under the General Data Protection Regulation (GDPR) is the operator of this
        Simmer installation. You will find their name and address in the <Link to="/imprint">imprint</Link>.
      </p>

      <h2>Self-hosted installations</h2>
      <p>
        Simmer is self-hostable. Your data is stored in the database on the operator’s own server and is not sent to the people
        who develop Simmer. Simmer contains no advertising trackers, analytics scripts or social media plug-ins.
      </p>

      <h2>What data Simmer stores</h2>
      {DATA_GROUPS.map((group) => (
        <div key={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}

      <h2>Purposes and legal bases</h2>
      <ul>
        {PURPOSES.map(({ purpose, basis }) => (
          <li key={purpose}>
            {purpose}. <span className="text-warm-900 font-semibold">Legal basis:</span> {basis}.
          </li>
        ))}
      </ul>
      <p>We do not use your data for advertising, we do not build profiles of you, and we do not sell your data.</p>

      <h2>Outside services</h2>
      <p>
        Out of the box, Simmer works without any outside service. Data only leaves the operator’s server if the operator
        configures one of the following services, and only for the feature that needs it:
      </p>
      <ul>
        {OUTSIDE_SERVICES.map(({ name, text }) => (
          <li key={name}>
            <span className="text-warm-900 font-semibold">{name}</span> {text}
          </li>
        ))}
      </ul>
      <p>
        Where such a provider processes data on the operator’s behalf, the operator concludes a data processing agreement with it
        (Art. 28 GDPR). If a provider is located outside the European Economic Area, the transfer is based on an adequacy decision
        or the EU standard contractual clauses.
      </p>

      <h2>How long we keep your data</h2>
      <p>
        We keep your account and everything you save for as long as you have an account. IP addresses used for rate limiting are
        only kept briefly. Security logs are kept for at most 30 days, unless they are needed to investigate a specific attack.
        Invoices for paid plans are kept as long as tax law requires.
      </p>
      <h3>Deleting your account</h3>
      <p>
        You can delete your account at any time in Settings. This deletes your account and everything you saved: recipes you
        created, saved recipes, cookbooks, ingredient lists, meal plans, shopping lists and your history.
      </p>
      <h3>Exporting your data</h3>
      <p>
        Use “Download my data” in Settings to receive a copy of your account data and everything you saved in a machine-readable
        format, for example before you delete your account or move to another installation.
      </p>

      <h2>Your rights</h2>
      <p>Under the GDPR you have the right to:</p>
      <ul>
        {RIGHTS.map(([right, text]) => (
          <li key={right}>
            <span className="text-warm-900 font-semibold">{right}:</span> {text}.
          </li>
        ))}
      </ul>
      <p>
        You can usually exercise the rights to access, rectification, erasure and portability yourself in Settings. For anything
        else, contact us. You may complain to the supervisory authority of your country, of your place of work, or of the place
        where the operator has its seat.
      </p>

      <h2>Contact</h2>
      <p>
        If you have questions about your data or want to exercise your rights, write to{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We will answer within one month.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We update this policy when Simmer or the law changes. The date at the top shows when it was last changed. If a change
        affects you significantly, we will let you know by e-mail or in the app.
      </p>
    </LegalPage>
  );
}
