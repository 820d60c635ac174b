import { describe, expect, it } from "vitest";
import { VOICE_HELP } from "./voice-commands";
import {
  RECOGNITION_ERRORS,
  startVoiceSession,
  VOICE_REPLIES,
  voiceSession,
  type VoiceEvent,
  type VoicePage,
  type VoiceSession,
  type VoiceStep,
} from "./voice-session";

const ingredients = [
  { name: "rice", measure: "2 cups", line: "2 cups rice" },
  { name: "garlic", measure: "3 cloves", line: "3 cloves garlic" },
];

function page(n: number, total = 5): VoicePage {
  return {
    page: n,
    total,
    title: n === 0 ? "Overview" : `Step ${n}`,
    speech: `Words of page ${n}.`,
    ingredients,
    stepIngredients: null,
  };
}

const hear = (transcript: string, more: Partial<Extract<VoiceEvent, { type: "heard" }>> = {}): VoiceEvent => ({
  type: "heard",
  transcript,
  speaking: false,
  canAsk: false,
  ...more,
});

/** Runs the events in turn, each on the page given beside it; the last step (with its effects) and every effect on the way. */
function run(session: VoiceSession, ...events: [VoiceEvent, VoicePage][]): VoiceStep & { all: VoiceStep["effects"] } {
  let step: VoiceStep = { session, effects: [] };
  const all: VoiceStep["effects"] = [];
  for (const [event, shown] of events) {
    step = voiceSession(step.session, event, shown);
    all.push(...step.effects);
  }
  return { ...step, all };
}

describe("voice session: the microphone", () => {
  it("is on and wanted once started, and off after a stop or an end", () => {
    const on = run(startVoiceSession(), [{ type: "started" }, page(0)]).session;
    expect(on).toMatchObject({ listening: true, wantListening: true });
    expect(run(on, [{ type: "stop" }, page(0)]).session).toMatchObject({ listening: false, wantListening: false });
    expect(run(on, [{ type: "ended" }, page(0)]).session).toMatchObject({ listening: false, wantListening: false });
  });

  it("a refused microphone says why and is no longer wanted; a silence keeps it going", () => {
    const on = run(startVoiceSession(), [{ type: "started" }, page(0)]).session;
    const refused = run(on, [{ type: "recognitionError", error: "not-allowed" }, page(0)]).session;
    expect(refused).toMatchObject({ wantListening: false, reply: RECOGNITION_ERRORS["not-allowed"] });
    expect(run(on, [{ type: "recognitionError", error: "no-speech" }, page(0)]).session).toEqual(on);
    expect(run(on, [{ type: "startFailed" }, page(0)]).session).toMatchObject({
      listening: false,
      wantListening: false,
      reply: VOICE_REPLIES.microphoneFailed,
    });
  });
});

describe("voice session: next and back", () => {
  it("turns the page and reads each page reached, with its title on screen", () => {
    const asked = run(startVoiceSession(), [hear("next"), page(1)]);
    expect(asked.session).toMatchObject({ target: 2, heard: "next" });
    expect(asked.effects).toEqual([{ type: "go", delta: 1 }]);
    const shown = run(asked.session, [{ type: "pageShown", autoRead: false }, page(2)]);
    expect(shown.session).toMatchObject({ target: null, reply: "Step 2." });
    expect(shown.effects).toEqual([{ type: "say", text: "Step 2. Words of page 2." }]);
  });

  it("a second next heard before the first page was shown goes on from the first's target", () => {
    const twice = run(startVoiceSession(), [hear("next"), page(1)], [hear("next step"), page(1)]);
    expect(twice.session.target).toBe(3);
    expect(twice.all).toEqual([
      { type: "go", delta: 1 },
      { type: "go", delta: 1 },
    ]);
    // The page on the way is read too, and the target is kept until it is reached.
    const onTheWay = run(twice.session, [{ type: "pageShown", autoRead: false }, page(2)]);
    expect(onTheWay.session.target).toBe(3);
    expect(run(onTheWay.session, [{ type: "pageShown", autoRead: false }, page(3)]).session.target).toBeNull();
  });

  it("says so at either end and turns nothing", () => {
    const last = run(startVoiceSession(), [hear("next"), page(4)]);
    expect(last.session).toMatchObject({ target: null, reply: VOICE_REPLIES.lastPage });
    expect(last.effects).toEqual([{ type: "say", text: VOICE_REPLIES.lastPage }]);
    expect(run(startVoiceSession(), [hear("go back"), page(0)]).session.reply).toBe(VOICE_REPLIES.firstPage);
    // The edge counts from the target: three pages ahead of page 2 of 5 runs out after two.
    const ahead = run(startVoiceSession(), [hear("next"), page(2)], [hear("next"), page(2)], [hear("next"), page(2)]);
    expect(ahead.session).toMatchObject({ target: 4, reply: VOICE_REPLIES.lastPage });
  });

  it("a page turned by hand is read only with auto-read on", () => {
    expect(run(startVoiceSession(), [{ type: "pageShown", autoRead: false }, page(2)]).effects).toEqual([]);
    const read = run(startVoiceSession(), [{ type: "pageShown", autoRead: true }, page(2)]);
    expect(read.effects).toEqual([{ type: "say", text: "Step 2. Words of page 2." }]);
    expect(read.session.reply).toBe("");
  });
});

describe("voice session: answers", () => {
  it("repeats the page, lists the ingredients and tells how much", () => {
    const repeat = run(startVoiceSession(), [hear("say that again"), page(1)]);
    expect(repeat.session.reply).toBe("Reading Step 1 again.");
    expect(repeat.effects).toEqual([{ type: "say", text: "Step 1. Words of page 1." }]);
    expect(run(startVoiceSession(), [hear("ingredients"), page(1)]).session.reply).toBe(
      "You need: 2 cups rice; 3 cloves garlic.",
    );
    const howMuch = run(startVoiceSession(), [hear("how much garlic"), page(1)]);
    expect(howMuch.session.reply).toBe("You need 3 cloves garlic.");
    expect(howMuch.effects).toEqual([{ type: "say", text: "You need 3 cloves garlic." }]);
  });

  it("starts and pauses timers through cook mode, answering with what it did", () => {
    expect(run(startVoiceSession(), [hear("start timer"), page(2)]).effects).toEqual([{ type: "startTimer" }]);
    expect(run(startVoiceSession(), [{ type: "timerStarted", label: "Step 2 · 10 min" }, page(2)]).session.reply).toBe(
      "Started the Step 2 · 10 min timer.",
    );
    expect(run(startVoiceSession(), [{ type: "timerStarted", label: null }, page(2)]).session.reply).toBe(VOICE_REPLIES.noTimer);
    expect(run(startVoiceSession(), [hear("pause the timers"), page(2)]).effects).toEqual([{ type: "pauseTimers" }]);
    const paused = (count: number) => run(startVoiceSession(), [{ type: "timersPaused", count }, page(2)]).session.reply;
    expect([paused(0), paused(1), paused(3)]).toEqual([VOICE_REPLIES.noRunningTimer, "Paused the timer.", "Paused 3 timers."]);
  });

  it("a question goes to the model when there is one, else the help; an error says it could not answer", () => {
    expect(run(startVoiceSession(), [hear("can I use butter?"), page(1)]).session.reply).toBe(VOICE_HELP);
    const asked = run(startVoiceSession(), [hear("can I use butter?", { canAsk: true }), page(1)]);
    expect(asked.session.reply).toBe(VOICE_REPLIES.thinking);
    expect(asked.effects).toEqual([{ type: "ask", question: "can I use butter?" }]);
    const answered = run(asked.session, [{ type: "answered", text: "Yes, the same amount." }, page(1)]);
    expect(answered.session.reply).toBe("Yes, the same amount.");
    expect(answered.effects).toEqual([{ type: "say", text: "Yes, the same amount." }]);
    expect(run(asked.session, [{ type: "answerFailed" }, page(1)]).session.reply).toBe(VOICE_REPLIES.cannotAnswer);
  });

  it("while it talks, only clear commands count (it may be hearing itself)", () => {
    const self = run(startVoiceSession(), [hear("Step 2. Words of page 2.", { speaking: true, canAsk: true }), page(2)]);
    expect(self.session).toEqual(startVoiceSession());
    expect(self.effects).toEqual([]);
    expect(run(startVoiceSession(), [hear("next", { speaking: true }), page(2)]).effects).toEqual([{ type: "go", delta: 1 }]);
  });

  it("reads the page aloud on request without changing the answer on screen", () => {
    const read = run(startVoiceSession(), [{ type: "readAloud" }, page(3)]);
    expect(read.session).toEqual(startVoiceSession());
    expect(read.effects).toEqual([{ type: "say", text: "Step 3. Words of page 3." }]);
  });
});
