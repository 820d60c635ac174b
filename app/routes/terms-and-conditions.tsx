import { Link } from "react-router";
import { LegalPage, pageMeta } from "~/components/layout/page-header";
import { env } from "~/server/env.server";
import type { Route } from "./+types/terms-and-conditions";

export function loader() {
  return { supportEmail: env().SUPPORT_EMAIL };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Terms & Conditions",
    "The terms for using Simmer: accounts, plans and trials, your recipes, acceptable use and food safety.",
  );

const PLANS = [
  { name: "Free", price: "$0", note: "no payment details needed" },
  { name: "Premium", price: "$12.99 per month", note: "with a 7-day free trial" },
  { name: "Ultimate", price: "$24.99 per month", note: "with a 7-day free trial" },
] as const;

const FORBIDDEN = [
  "uploading content you do not have the rights to, such as recipes or photos copied from cookbooks or other websites",
  "posting content that is unlawful, hateful, harassing or sexually explicit, or that advertises products or services",
  "trying to access other people’s accounts or data, or probing, scanning or attacking the service",
  "collecting content automatically (scraping) or putting an unreasonable load on the service",
  "sharing your account with others or reselling access to the service",
] as const;

const SAFETY = [
  "Check every recipe for allergens yourself, including those in ready-made ingredients, and adapt it to your diet.",
  "Cook meat, poultry, fish and eggs to safe core temperatures and follow the storage advice on your ingredients.",
  "AI-generated recipes are created automatically and can contain mistakes in quantities, times or temperatures. Read them carefully and use your own judgement before you cook them.",
  "Nutrition facts are estimates and are no substitute for medical or dietary advice.",
] as const;

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;

  return (
    <LegalPage
      title="Terms & Conditions"
      lead="The rules of the kitchen: what you can expect from Simmer and what we expect from you."
      updated="22 November 2026"
    >
      <h2>1. Scope</h2>
      <p>
        These terms apply to your use of this Simmer installation, its website and all its features. The operator of the
        installation, named in the <Link to="/imprint">imprint</Link>, is your contract partner (“we”, “us”). Different terms of
        yours do not apply unless we have agreed to them in writing.
      </p>

      <h2>2. Your account</h2>
      <p>
        You can browse and read recipes without an account. To save recipes, create cookbooks and use the other personal features,
        you need an account. You must be at least 16 years old to create one. Please give us correct details, keep your password
        to yourself and tell us straight away if you think someone else is using your account. You are responsible for what
        happens under your account.
      </p>

      <h2>3. Plans, trials and payment</h2>
      <p>Simmer is offered in three plans:</p>
      <ul>
        {PLANS.map(({ name, price, note }) => (
          <li key={name}>
            <span className="text-warm-900 font-semibold">{name}:</span> {price}, {note}
          </li>
        ))}
      </ul>
      <p>
        The features and limits of each plan, such as the number of saved recipes and cookbooks, are shown on the{" "}
        <Link to="/pricing">pricing page</Link>. Prices include any applicable VAT.
      </p>
      <h3>Free trial</h3>
      <p>
        Paid plans start with a 7-day free trial. If you cancel before the trial ends, you pay nothing. Otherwise the plan
        continues as a paid monthly subscription.
      </p>
      <h3>Billing and cancellation</h3>
      <p>
        Paid plans are billed monthly in advance through our payment provider, Stripe. You can cancel at any time; the
        cancellation takes effect at the end of the current billing month and you keep your plan until then. Your recipes and
        cookbooks are kept if you move to the Free plan, but you may not be able to add more until you are within its limits
        again. Your statutory right of withdrawal as a consumer is not affected.
      </p>

      <h2>4. Your content</h2>
      <p>
        Recipes, photos and notes you create stay yours. So that we can run the service, you give us a non-exclusive, free licence
        to store, copy, format and display your content within Simmer, only for as long as it is on Simmer and only for providing
        the service to you and to those you share it with. The licence ends when you delete the content or your account, except
        for copies in backups that are overwritten in the normal course.
      </p>
      <p>You confirm that you have the necessary rights to everything you upload.</p>

      <h2>5. Acceptable use</h2>
      <p>Please treat Simmer and other cooks with respect. In particular, you must not:</p>
      <ul>
        {FORBIDDEN.map((item) => (
          <li key={item}>{item}.</li>
        ))}
      </ul>
      <p>We may remove content that breaks these rules and, after a warning where reasonable, suspend the account.</p>

      <h2>6. Recipes and food safety</h2>
      <p>
        Recipes on Simmer come from many cooks and, if you use it, from an AI generator. We cannot test every recipe, so you cook
        at your own responsibility:
      </p>
      <ul>
        {SAFETY.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>7. Availability</h2>
      <p>
        We work hard to keep Simmer running, but we cannot promise that it is available without interruption. Maintenance, updates
        and events outside our control can cause downtime. We may improve and change features as long as the main purpose of your
        plan is preserved.
      </p>

      <h2>8. Liability</h2>
      <p>
        We are liable without limitation for damage caused intentionally or through gross negligence, for injury to life, body or
        health, under the German Product Liability Act (Produkthaftungsgesetz) and where we have given a guarantee. For slight
        negligence we are only liable if we breach an essential contractual obligation – one whose fulfilment makes the proper
        performance of the contract possible in the first place and on which you may regularly rely – and then only for the
        foreseeable damage typical for this kind of contract. Otherwise, our liability for slight negligence is excluded. These
        limits also apply to our employees and agents.
      </p>

      <h2>9. Termination</h2>
      <p>
        You can close your account at any time by deleting it in Settings. We may end the contract for the Free plan with 30 days’
        notice. Both sides may terminate for good cause without notice, for example if you seriously or repeatedly break these
        terms. Before your account is deleted, you can download your data in Settings.
      </p>

      <h2>10. Changes to these terms</h2>
      <p>
        We may change these terms if the law, the service or the market changes. We will tell you about changes by e-mail at least
        six weeks before they take effect. If you do not object before then, the new terms apply; we will point this out in our
        message. If you object, you and we may each end the contract.
      </p>

      <h2>11. Governing law</h2>
      <p>
        These terms are governed by the law of the Federal Republic of Germany, excluding the UN Convention on Contracts for the
        International Sale of Goods. If you are a consumer living in the European Union, you keep the protection of the mandatory
        consumer laws of your country of residence.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Our full address is in the{" "}
        <Link to="/imprint">imprint</Link>.
      </p>
    </LegalPage>
  );
}
