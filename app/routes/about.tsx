import { CalendarDays, ChefHat, Compass, HandHeart, Leaf, Server, Share2, Users } from "~/components/ui/icons";
import { CallToAction } from "~/components/content/call-to-action";
import { FeatureGrid } from "~/components/content/feature-grid";
import { Section } from "~/components/content/section";
import { PageHeader, pageMeta } from "~/components/layout/page-header";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "About",
    "Why we built Simmer, how it works and what we care about: a self-hostable recipe app for real home kitchens.",
  );

const STEPS = [
  {
    icon: Compass,
    title: "Discover",
    text: "Search by dish, ingredient or mood, or tell Simmer what is in your fridge and see what you can make with it.",
  },
  {
    icon: CalendarDays,
    title: "Plan",
    text: "Save the recipes that catch your eye, sort them into cookbooks and put them on a weekly plan with one shopping list.",
  },
  {
    icon: ChefHat,
    title: "Cook",
    text: "Open cook mode for one clear step at a time, with the ingredients gathered before the pan gets hot.",
  },
  {
    icon: Share2,
    title: "Share",
    text: "Write down the dishes your family asks for and pass them on, so good food outlives the scrap of paper it started on.",
  },
] as const;

const VALUES = [
  {
    icon: Leaf,
    title: "Real food, real kitchens",
    text: "Recipes that work on a weeknight with a normal stove, normal pans and whatever the shop had in stock.",
  },
  {
    icon: Server,
    title: "Your data, your server",
    text: "Simmer can run on a machine you control. Your cookbooks stay where you put them, and you can export them any time.",
  },
  {
    icon: HandHeart,
    title: "Calm by design",
    text: "No pop-ups, no advertising trackers, no life story before the ingredient list. Just the recipe, clearly laid out.",
  },
  {
    icon: Users,
    title: "Cooking is for everyone",
    text: "Clear steps, readable pages and a keyboard-friendly interface, whether you are a first-timer or feed a crowd every night.",
  },
] as const;

const STATS = [
  { value: "50K+", label: "Happy Cooks" },
  { value: "10K+", label: "Recipes" },
  { value: "95%", label: "Success Rate" },
  { value: "4.8", label: "Average Rating" },
] as const;

export default function About() {
  return (
    <main id="main">
      <PageHeader
        eyebrow="About Simmer"
        title="Good food, gently made"
        lead="Simmer is a recipe app for home cooks who want to spend less time deciding and more time at the stove."
      />

      <Section id="mission-heading" heading="Our mission" spacing="py-12 text-center">
        <p className="text-warm-700 mt-4 text-lg leading-relaxed">
          We want every home cook to answer “what’s for dinner?” with confidence. Simmer brings your recipes, your plans and your
          shopping into one quiet place, so a good meal feels within reach on the busiest day of the week.
        </p>
      </Section>

      <FeatureGrid id="how-heading" heading="How it works" items={STEPS} columns={4} numbered />

      <Section id="story-heading" heading="Our story" headingClass="text-warm-900">
        <div className="text-warm-700 mt-4 space-y-4 text-lg leading-relaxed">
          <p>
            Simmer started at a crowded kitchen table. Our recipes lived everywhere at once: in browser tabs, in photos of
            handwritten cards, in a grandmother’s notebook with flour on every page. Finding the one we wanted took longer than
            cooking it.
          </p>
          <p>
            So we built a small app to keep them together, then added a way to cook from what was already in the fridge, then a
            weekly plan, then a step-by-step mode for messy hands. Friends asked to use it, and then asked whether they could run
            it themselves.
          </p>
          <p>
            That is why Simmer is self-hostable. You can use it as it is, or run your own copy for your family, your community
            kitchen or your cooking club, and keep every recipe on a server you trust.
          </p>
        </div>
      </Section>

      <FeatureGrid id="values-heading" heading="What we care about" items={VALUES} columns={4} iconTone="green" />

      <Section
        id="stats-heading"
        heading="Simmer in numbers"
        width="5xl"
        band="bg-accent-green py-14 text-white"
        headingClass="text-center"
      >
        <dl className="mt-8 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {STATS.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-accent-green-light mt-1">{label}</dt>
              <dd className="font-display text-4xl font-bold sm:text-5xl">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CallToAction
        id="join-heading"
        heading="Pull up a chair"
        text="Create a free account to save recipes and build your first cookbook, or have a look around first."
      />
    </main>
  );
}
