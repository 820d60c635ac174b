import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { E2E_BASE_URL, shotPath, signUp } from "./support";

/** Weeknight Chicken Curry: 7 steps, serves 4; step 2 simmers "about 10 minutes". */
const CURRY = 1;
const STEP_2 = "Warm the oil in a wide pan over medium heat";
const STEP_3 = "Stir in the garlic and ginger for a minute";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const reply = (page: Page) => page.getByTestId("voice-reply");

/** Demo billing: a signed-in cook starts an Ultimate trial, which includes the voice companion. */
async function startUltimate(page: Page) {
  const response = await page.request.post("/app/checkout", {
    form: { plan: "ultimate" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/**
 * A fake speechSynthesis that records what it is asked to say, and (with `recognition`) a fake
 * SpeechRecognition whose heard phrases the test triggers through window.hear(text). Without
 * `recognition`, the browser's own (webkit)SpeechRecognition is removed.
 */
async function fakeSpeech(page: Page, { recognition }: { recognition: boolean }) {
  await page.addInitScript((withRecognition) => {
    type Handler = ((event: unknown) => void) | null;
    const w = window as unknown as Record<string, unknown> & { spoken: string[]; listening: boolean };
    w.spoken = [];
    w.listening = false;
    const synth = {
      speak: (utterance: { text: string }) => void w.spoken.push(utterance.text),
      cancel: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      getVoices: () => [],
      speaking: false,
      pending: false,
      paused: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: synth });
    w.SpeechSynthesisUtterance = class {
      text: string;
      lang = "";
      constructor(text: string) {
        this.text = text;
      }
    };
    delete w.webkitSpeechRecognition;
    delete w.SpeechRecognition;
    if (!withRecognition) return;
    const results: Array<{ isFinal: boolean; 0: { transcript: string } }> = [];
    // The sessions started, newest last: the companion listens through the newest.
    const sessions: Array<{ onresult: Handler; onend: Handler }> = [];
    w.SpeechRecognition = class {
      lang = "";
      continuous = false;
      interimResults = true;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      start() {
        sessions.push(this);
        w.listening = true;
      }
      stop() {
        w.listening = false;
        this.onend?.(undefined);
      }
      abort() {
        this.stop();
      }
    };
    w.hear = (text: string) => {
      const current = sessions[sessions.length - 1];
      if (!current || !w.listening) throw new Error("not listening");
      results.push({ isFinal: true, 0: { transcript: text } });
      current.onresult?.({ resultIndex: results.length - 1, results });
    };
  }, recognition);
}

const hear = (page: Page, text: string) =>
  page.evaluate((t) => (window as unknown as { hear: (t: string) => void }).hear(t), text);
const lastSpoken = (page: Page) =>
  page.evaluate(() => {
    const spoken = (window as unknown as { spoken: string[] }).spoken;
    return spoken[spoken.length - 1] ?? "";
  });

test("an Ultimate cook reads steps aloud and cooks by voice: pages, timers, amounts", async ({ page }) => {
  await fakeSpeech(page, { recognition: true });
  await signUp(page);
  await startUltimate(page);
  // Cooking for 8: the amounts the companion gives are the doubled ones cook mode shows.
  await page.goto(`/cook-mode/${CURRY}?servings=8`);
  await expect(heading(page)).toHaveText("Overview");
  const companion = page.getByRole("region", { name: "Voice companion" });
  await expect(companion).toBeVisible();
  await expect(page.getByTestId("voice-teaser")).toHaveCount(0);
  await expect(page.getByTestId("voice-unavailable")).toHaveCount(0);

  await companion.getByRole("button", { name: "Read aloud" }).click();
  await expect.poll(() => lastSpoken(page)).toMatch(/^Overview\. Weeknight Chicken Curry\. A golden, gently spiced curry/);

  // Push to talk from the keyboard: the button shows that it listens.
  const talk = companion.getByRole("button", { name: "Talk" });
  await talk.focus();
  await page.keyboard.press("Enter");
  const listening = companion.getByRole("button", { name: /Listening/ });
  await expect(listening).toHaveAttribute("aria-pressed", "true");
  await expect(heading(page)).toHaveText("Overview");

  await hear(page, "Next step");
  await expect(heading(page)).toHaveText("Gather Ingredients");
  await expect(reply(page)).toHaveText("Gather Ingredients.");
  await expect(companion.getByTestId("voice-heard")).toHaveText("You said: “Next step”");
  await expect.poll(() => lastSpoken(page)).toContain("Gather ingredients: 3 lb boneless chicken thighs");

  await hear(page, "next");
  await hear(page, "next");
  await expect(heading(page)).toHaveText("Step 2");
  await expect.poll(() => lastSpoken(page)).toMatch(new RegExp(`^Step 2\\. ${STEP_2}`));
  await hear(page, "go back");
  await expect(heading(page)).toHaveText("Step 1");
  await hear(page, "next");
  await expect(heading(page)).toHaveText("Step 2");

  await hear(page, "start timer");
  await expect(reply(page)).toHaveText("Started the 10 min timer.");
  await expect(page.getByRole("button", { name: "Pause 10 min timer" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Timers" }).getByTestId("cook-timer")).toHaveCount(1);
  await hear(page, "stop the timer");
  await expect(reply(page)).toHaveText("Paused the timer.");
  await expect(page.getByRole("button", { name: "Resume 10 min timer" })).toBeVisible();

  await hear(page, "How much oil do I need?");
  await expect(reply(page)).toHaveText("You need 4 tbsp vegetable oil.");
  await expect.poll(() => lastSpoken(page)).toBe("You need 4 tbsp vegetable oil.");
  await hear(page, "what's the amount of rice");
  await expect(reply(page)).toHaveText("You need 3 cups basmati rice.");
  await hear(page, "ingredients");
  await expect(reply(page)).toHaveText(/^For this step: 4 tbsp vegetable oil, 2 large onion/);

  await hear(page, "repeat");
  await expect(reply(page)).toHaveText("Reading Step 2 again.");
  await expect.poll(() => lastSpoken(page)).toMatch(new RegExp(`^Step 2\\. ${STEP_2}`));

  // A question no command covers goes to the server's model (the route and the model call are
  // tested in tests/integration/cook-questions.test.ts); here the answer is fixed at the network.
  const asked: string[] = [];
  await page.route("**/app/cook/ask", async (route) => {
    asked.push(route.request().postData() ?? "");
    await route.fulfill({ json: { ok: true, message: "Yes: use the same amount of butter and keep the heat medium." } });
  });
  await hear(page, "can I use butter instead of oil?");
  await expect(reply(page)).toHaveText("Yes: use the same amount of butter and keep the heat medium.");
  await expect.poll(() => lastSpoken(page)).toBe("Yes: use the same amount of butter and keep the heat medium.");
  const sent = Object.fromEntries(new URLSearchParams(asked[0]));
  expect(sent).toMatchObject({ recipeId: String(CURRY), step: "1" });
  expect(sent.question).toMatch(/butter instead of oil/i);
  await expect(reply(page)).toHaveAttribute("aria-live", "polite");
  await expect(heading(page)).toHaveText("Step 2");

  // Auto-read: moving with the buttons reads the new step aloud too.
  const autoRead = companion.getByRole("button", { name: "Auto-read" });
  await autoRead.click();
  await expect(autoRead).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Step 3");
  await expect.poll(() => lastSpoken(page)).toMatch(new RegExp(`^Step 3\\. ${STEP_3}`));

  // While it is talking, the microphone hears the companion's own words: they are ignored, commands are not.
  await page.evaluate(() => {
    (window.speechSynthesis as unknown as { speaking: boolean }).speaking = true;
  });
  const spokenSoFar = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.length);
  await hear(page, "Stir in the garlic and ginger for a minute");
  await hear(page, "previous");
  await expect(heading(page)).toHaveText("Step 2");
  await expect(companion.getByTestId("voice-heard")).toHaveText("You said: “previous”");
  // Only the new page was read; the echo got no help reply.
  await expect
    .poll(() => page.evaluate((n) => (window as unknown as { spoken: string[] }).spoken.slice(n), spokenSoFar))
    .toEqual([expect.stringMatching(/^Step 2\. /)]);
  await hear(page, "next");
  await expect(heading(page)).toHaveText("Step 3");
  await page.evaluate(() => {
    (window.speechSynthesis as unknown as { speaking: boolean }).speaking = false;
  });

  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shotPath("voice/ultimate-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("voice/ultimate-390.png") });

  // Tapping the listening button stops listening.
  await listening.click();
  await expect(companion.getByRole("button", { name: "Talk" })).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => (window as unknown as { listening: boolean }).listening)).toBe(false);
});

test("without speech recognition the companion still reads aloud and says commands are unavailable", async ({ page }) => {
  await fakeSpeech(page, { recognition: false });
  await signUp(page);
  await startUltimate(page);
  await page.goto(`/cook-mode/${CURRY}`);
  const companion = page.getByRole("region", { name: "Voice companion" });
  await expect(companion.getByTestId("voice-unavailable")).toHaveText(
    "Voice commands are not available in this browser. Read aloud still works.",
  );
  await expect(companion.getByRole("button", { name: "Talk" })).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.getByRole("link", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Step 2");
  await companion.getByRole("button", { name: "Read aloud" }).click();
  await expect.poll(() => lastSpoken(page)).toMatch(new RegExp(`^Step 2\\. ${STEP_2}`));
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("voice/no-recognition-390.png") });
});

test("a free cook and a visitor see the Ultimate teaser instead of the companion", async ({ page }) => {
  await fakeSpeech(page, { recognition: true });
  await page.goto(`/cook-mode/${CURRY}`);
  await expect(page.getByTestId("voice-teaser")).toBeVisible();
  await expect(page.getByRole("region", { name: "Voice companion" })).toHaveCount(0);

  await signUp(page);
  await page.goto(`/cook-mode/${CURRY}`);
  await expect(heading(page)).toHaveText("Overview");
  await expect(page.getByRole("button", { name: "Read aloud" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Talk" })).toHaveCount(0);
  const teaser = page.getByTestId("voice-teaser");
  await teaser.getByText("Voice companion").click();
  await expect(teaser.getByRole("heading", { name: "Cook hands-free" })).toBeVisible();
  await expect(teaser.getByText("Upgrade your plan to access this feature.")).toBeVisible();
  await expect(teaser.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  await expectAccessible(page);
  await page.screenshot({ path: shotPath("voice/teaser-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath("voice/teaser-390.png") });
});
