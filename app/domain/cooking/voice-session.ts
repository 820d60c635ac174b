/**
 * The voice companion's state in one reducer (plain data, no browser speech of its own): whether the
 * microphone is on and wanted, what was heard and answered, and the page a spoken "next" or "back" is
 * taking the cook to. Each step returns the next state and the effects to run, in order (words to
 * say aloud, a page to turn, a timer to start, a question to ask); features/cooking/use-voice-companion.ts
 * runs them with the browser's speech services and feeds their results back as events.
 */
import { answerHowMuch, answerIngredients, parseVoiceCommand, VOICE_HELP, type SpokenIngredient } from "./voice-commands";

export interface VoiceSession {
  /** The microphone is on. */
  listening: boolean;
  /** The cook wants it on: a session the browser ends after a silence is started again. */
  wantListening: boolean;
  /** The last words heard as a command. */
  heard: string;
  /** The last answer, on screen. */
  reply: string;
  /**
   * The page a spoken "next"/"back" is taking the cook to, null when none. Each page shown on the way
   * is read; a second "next" heard before the first page was shown goes on from the first's target.
   */
  target: number | null;
}

/** What the companion knows of the page shown (cook mode's CookCompanionContext adds its moves and timers). */
export interface VoicePage {
  page: number;
  total: number;
  /** "Overview", "Gather Ingredients", "Step 3". */
  title: string;
  /** What reading the page aloud says: the step's text (units converted), or the page's summary. */
  speech: string;
  /** Every ingredient with its scaled, converted measure, in the recipe's order. */
  ingredients: SpokenIngredient[];
  /** Indexes into `ingredients` that the current step names; null off the step pages. */
  stepIngredients: number[] | null;
}

export type VoiceEvent =
  | { type: "started" }
  | { type: "stop" }
  | { type: "ended" }
  | { type: "startFailed" }
  | { type: "recognitionError"; error: string }
  /** Words the microphone heard; `speaking` while the companion itself is talking (it may hear itself). */
  | { type: "heard"; transcript: string; speaking: boolean; canAsk: boolean }
  | { type: "timerStarted"; label: string | null }
  | { type: "timersPaused"; count: number }
  | { type: "answered"; text: string }
  | { type: "answerFailed" }
  | { type: "readAloud" }
  | { type: "pageShown"; autoRead: boolean };

export type VoiceEffect =
  | { type: "say"; text: string }
  | { type: "go"; delta: -1 | 1 }
  | { type: "startTimer" }
  | { type: "pauseTimers" }
  | { type: "ask"; question: string };

export interface VoiceStep {
  session: VoiceSession;
  effects: VoiceEffect[];
}

export const RECOGNITION_ERRORS: Record<string, string> = {
  "not-allowed": "Microphone access was refused. Allow it in the browser to use voice commands.",
  "service-not-allowed": "This browser's speech service is not allowed here. Read aloud still works.",
  "audio-capture": "No microphone was found.",
  network: "The browser's speech service could not be reached.",
};

export const VOICE_REPLIES = {
  lastPage: "This is the last page.",
  firstPage: "This is the first page.",
  noTimer: "This page has no timer.",
  noRunningTimer: "No timer is running.",
  thinking: "Thinking…",
  cannotAnswer: "I couldn't answer that just now.",
  microphoneFailed: "The microphone could not be started.",
} as const;

export function startVoiceSession(): VoiceSession {
  return { listening: false, wantListening: false, heard: "", reply: "", target: null };
}

/** The page's title and words, as reading it aloud says them. */
export function pageSpeech(page: VoicePage): string {
  return `${page.title}. ${page.speech}`;
}

function pausedReply(count: number): string {
  return count === 0 ? VOICE_REPLIES.noRunningTimer : count === 1 ? "Paused the timer." : `Paused ${count} timers.`;
}

/** `written` on screen and `spoken` aloud. */
function respond(session: VoiceSession, written: string, spoken = written, effects: VoiceEffect[] = []): VoiceStep {
  return { session: { ...session, reply: written }, effects: [...effects, { type: "say", text: spoken }] };
}

function heard(session: VoiceSession, event: Extract<VoiceEvent, { type: "heard" }>, page: VoicePage): VoiceStep {
  const command = parseVoiceCommand(event.transcript);
  // While it talks, the microphone may hear the companion itself: only clear commands count then.
  if (command.kind === "unknown" && event.speaking) return { session, effects: [] };
  const now = { ...session, heard: event.transcript.trim() };
  switch (command.kind) {
    case "next":
    case "back": {
      const delta = command.kind === "next" ? 1 : -1;
      const from = now.target ?? page.page;
      const edge = delta === 1 ? from === page.total - 1 : from === 0;
      if (edge) return respond(now, delta === 1 ? VOICE_REPLIES.lastPage : VOICE_REPLIES.firstPage);
      return { session: { ...now, target: from + delta }, effects: [{ type: "go", delta }] };
    }
    case "repeat":
      return { session: { ...now, reply: `Reading ${page.title} again.` }, effects: [{ type: "say", text: pageSpeech(page) }] };
    case "ingredients":
      return respond(now, answerIngredients(page.ingredients, page.stepIngredients));
    case "howMuch":
      return respond(now, answerHowMuch(command.ingredient, page.ingredients));
    case "startTimer":
      return { session: now, effects: [{ type: "startTimer" }] };
    case "stopTimer":
      return { session: now, effects: [{ type: "pauseTimers" }] };
    case "unknown":
      if (!event.canAsk || !command.text) return respond(now, VOICE_HELP);
      return { session: { ...now, reply: VOICE_REPLIES.thinking }, effects: [{ type: "ask", question: command.text }] };
  }
}

/** The next state of the companion after `event`, with `page` the page shown now, and what to do. */
export function voiceSession(session: VoiceSession, event: VoiceEvent, page: VoicePage): VoiceStep {
  const only = (next: VoiceSession): VoiceStep => ({ session: next, effects: [] });
  switch (event.type) {
    case "started":
      return only({ ...session, listening: true, wantListening: true });
    case "stop":
    case "ended":
      return only({ ...session, listening: false, wantListening: false });
    case "startFailed":
      return only({ ...session, listening: false, wantListening: false, reply: VOICE_REPLIES.microphoneFailed });
    case "recognitionError": {
      const message = RECOGNITION_ERRORS[event.error];
      // "no-speech", "aborted": keep going.
      return message ? only({ ...session, wantListening: false, reply: message }) : only(session);
    }
    case "heard":
      return heard(session, event, page);
    case "timerStarted":
      return respond(session, event.label ? `Started the ${event.label} timer.` : VOICE_REPLIES.noTimer);
    case "timersPaused":
      return respond(session, pausedReply(event.count));
    case "answered":
      return respond(session, event.text);
    case "answerFailed":
      return respond(session, VOICE_REPLIES.cannotAnswer);
    case "readAloud":
      return { session, effects: [{ type: "say", text: pageSpeech(page) }] };
    case "pageShown":
      // A new page: read it when a spoken "next"/"back" moved here or auto-read is on.
      if (session.target !== null) {
        const target = page.page === session.target ? null : session.target;
        return respond({ ...session, target }, `${page.title}.`, pageSpeech(page));
      }
      return event.autoRead ? { session, effects: [{ type: "say", text: pageSpeech(page) }] } : only(session);
  }
}
