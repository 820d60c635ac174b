/**
 * The voice companion in cook mode (ultimate plan, issue 15): reads the page aloud with the
 * browser's speechSynthesis and, where the browser offers speech recognition, listens for the
 * commands of app/domain/cooking/voice-commands.ts, answering in words on screen and aloud. Nothing is sent
 * to Simmer's server: the browser's own speech services do the listening and speaking.
 */
import { BookOpenText, Mic, MicOff, Sparkles, Volume2 } from "~/components/ui/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { useBillingEnabled } from "~/components/ui/use-billing";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  answerHowMuch,
  answerIngredients,
  parseVoiceCommand,
  VOICE_HELP,
  VOICE_UNAVAILABLE,
} from "~/domain/cooking/voice-commands";
import type { CookCompanionContext } from "./companion";

/** The parts of the Web Speech API's SpeechRecognition used here (TypeScript's DOM types lack it). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Compact on a phone (one row under the header), roomier from sm up. */
const BAR_BUTTON = "px-2.5! py-2.5 sm:px-4! sm:text-base";

const AUTO_READ_KEY = "simmer:voice-auto-read";

const RECOGNITION_ERRORS: Record<string, string> = {
  "not-allowed": "Microphone access was refused. Allow it in the browser to use voice commands.",
  "service-not-allowed": "This browser's speech service is not allowed here. Read aloud still works.",
  "audio-capture": "No microphone was found.",
  network: "The browser's speech service could not be reached.",
};

interface Props {
  cook: CookCompanionContext;
  /**
   * Answers a question that is not a command (e.g. "can I use butter instead of oil?") with the
   * recipe as context, in a sentence or two (cook mode passes it when an AI provider is set up:
   * app/features/cooking/ask-question.ts). Without it, such questions get VOICE_HELP.
   */
  askQuestion?: (question: string, cook: CookCompanionContext) => Promise<string>;
}

export function VoiceCompanion({ cook, askQuestion }: Props) {
  // Known only in the browser: null until hydrated (the server renders the plain bar).
  const hydrated = useHydrated();
  const support = hydrated ? { speak: "speechSynthesis" in window, listen: recognitionConstructor() !== null } : null;
  const [listening, setListening] = useState(false);
  // The cook's last choice, kept in this browser.
  const [autoReadChoice, setAutoReadChoice] = useState<boolean | null>(null);
  const autoRead = autoReadChoice ?? (hydrated && window.localStorage.getItem(AUTO_READ_KEY) === "on");
  const [reply, setReply] = useState("");
  const [heard, setHeard] = useState("");
  const recognition = useRef<Recognition | null>(null);
  const wantListening = useRef(false);
  // The page spoken "next"/"back" is taking the cook to, null when none. Each page shown on the way
  // is read; a second "next" heard before the first page was shown goes on from the first's target.
  const voiceTarget = useRef<number | null>(null);
  const latest = useRef(cook);
  useEffect(() => {
    latest.current = cook;
  });

  const speak = useCallback((text: string) => {
    if (!("speechSynthesis" in window) || !text) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = document.documentElement.lang || "en";
    window.speechSynthesis.speak(utterance);
  }, []);

  const respond = useCallback(
    (written: string, spoken = written) => {
      setReply(written);
      speak(spoken);
    },
    [speak],
  );

  const readPage = useCallback(() => {
    const { title, speech } = latest.current;
    speak(`${title}. ${speech}`);
  }, [speak]);

  // A new page: read it when auto-read is on or a spoken "next"/"back" moved here.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (voiceTarget.current !== null) {
      if (cook.page === voiceTarget.current) voiceTarget.current = null;
      respond(`${latest.current.title}.`, `${latest.current.title}. ${latest.current.speech}`);
    } else if (autoRead) {
      readPage();
    }
    // Only a change of page reads; toggling auto-read does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cook.page]);

  const handle = useCallback(
    async (transcript: string) => {
      const now = latest.current;
      const command = parseVoiceCommand(transcript);
      // While it talks, the microphone may hear the companion itself: only clear commands count then.
      if (command.kind === "unknown" && "speechSynthesis" in window && window.speechSynthesis.speaking) return;
      setHeard(transcript.trim());
      switch (command.kind) {
        case "next":
        case "back": {
          const delta = command.kind === "next" ? 1 : -1;
          const from = voiceTarget.current ?? now.page;
          const edge = delta === 1 ? from === now.total - 1 : from === 0;
          if (edge) respond(delta === 1 ? "This is the last page." : "This is the first page.");
          else {
            voiceTarget.current = from + delta;
            now.go(delta);
          }
          return;
        }
        case "repeat":
          setReply(`Reading ${now.title} again.`);
          readPage();
          return;
        case "ingredients":
          respond(answerIngredients(now.ingredients, now.stepIngredients));
          return;
        case "howMuch":
          respond(answerHowMuch(command.ingredient, now.ingredients));
          return;
        case "startTimer": {
          const label = now.startStepTimer();
          respond(label ? `Started the ${label} timer.` : "This page has no timer.");
          return;
        }
        case "stopTimer": {
          const paused = now.pauseTimers();
          respond(paused === 0 ? "No timer is running." : paused === 1 ? "Paused the timer." : `Paused ${paused} timers.`);
          return;
        }
        case "unknown": {
          if (!askQuestion || !command.text) {
            respond(VOICE_HELP);
            return;
          }
          setReply("Thinking…");
          try {
            respond(await askQuestion(command.text, now));
          } catch {
            respond("I couldn't answer that just now.");
          }
        }
      }
    },
    [askQuestion, readPage, respond],
  );

  const stopListening = useCallback(() => {
    wantListening.current = false;
    recognition.current?.abort();
    recognition.current = null;
    setListening(false);
  }, []);

  const startListening = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const r = new Constructor();
    r.lang = document.documentElement.lang || "en-US";
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result.isFinal) void handle(result[0].transcript);
      }
    };
    r.onerror = (event) => {
      const message = RECOGNITION_ERRORS[event.error];
      if (!message) return; // "no-speech", "aborted": keep going
      wantListening.current = false;
      setReply(message);
    };
    r.onend = () => {
      // The browser ends a session after a silence: start again while the cook still wants to talk.
      if (wantListening.current && recognition.current === r) {
        try {
          r.start();
          return;
        } catch {
          // fall through: stopped
        }
      }
      if (recognition.current === r) {
        recognition.current = null;
        setListening(false);
      }
    };
    recognition.current = r;
    wantListening.current = true;
    try {
      r.start();
      setListening(true);
    } catch {
      stopListening();
      setReply("The microphone could not be started.");
    }
  }, [handle, stopListening]);

  // Leaving cook mode stops the microphone and the voice.
  useEffect(
    () => () => {
      wantListening.current = false;
      recognition.current?.abort();
      if ("speechSynthesis" in window) window.speechSynthesis.cancel();
    },
    [],
  );

  const toggleAutoRead = () => {
    const next = !autoRead;
    setAutoReadChoice(next);
    window.localStorage.setItem(AUTO_READ_KEY, next ? "on" : "off");
  };

  return (
    <section aria-labelledby="voice-companion-title" className="border-warm-200 border-b bg-white" data-testid="voice-companion">
      {/* The buttons need JavaScript: they appear once the page is hydrated (the row keeps its height). */}
      <div className="mx-auto flex min-h-14 max-w-4xl flex-wrap items-center gap-1.5 px-4 py-2 sm:gap-2">
        <h2 id="voice-companion-title" className="sr-only">
          Voice companion
        </h2>
        {support?.listen && (
          <Button
            type="button"
            variant={listening ? "danger" : "dark"}
            size="sm"
            className={BAR_BUTTON}
            aria-pressed={listening}
            onClick={() => (listening ? stopListening() : startListening())}
          >
            {listening ? (
              <>
                <span className="relative flex h-3 w-3" aria-hidden="true">
                  <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-white opacity-75 motion-reduce:animate-none" />
                  <span className="relative inline-flex h-3 w-3 rounded-full bg-white" />
                </span>
                Listening…<span className="sr-only sm:not-sr-only"> (tap to stop)</span>
              </>
            ) : (
              <>
                <Mic className="h-4 w-4 sm:h-5 sm:w-5" aria-hidden="true" /> Talk
              </>
            )}
          </Button>
        )}
        {support?.speak && (
          <Button type="button" variant="secondary" size="sm" className={BAR_BUTTON} onClick={readPage}>
            <Volume2 className="hidden h-5 w-5 min-[420px]:block" aria-hidden="true" /> Read aloud
          </Button>
        )}
        {support?.speak && (
          <Button
            type="button"
            variant={autoRead ? "soft" : "ghost"}
            size="sm"
            className={BAR_BUTTON}
            aria-pressed={autoRead}
            onClick={toggleAutoRead}
          >
            <BookOpenText className="hidden h-5 w-5 min-[420px]:block" aria-hidden="true" /> Auto-read
          </Button>
        )}
        <div className="text-warm-800 min-w-0 basis-full text-sm sm:flex-1 sm:basis-auto sm:text-base">
          {support && !support.listen && (
            <p className="flex items-center gap-2" data-testid="voice-unavailable">
              <MicOff className="h-4 w-4 shrink-0" aria-hidden="true" /> {VOICE_UNAVAILABLE}
            </p>
          )}
          {support && !support.speak && <p>Reading aloud is not available in this browser.</p>}
          {heard && (
            <p className="text-warm-700 hidden truncate sm:block" data-testid="voice-heard">
              You said: “{heard}”
            </p>
          )}
          <p role="status" aria-live="polite" className="text-warm-900 font-semibold" data-testid="voice-reply">
            {reply}
          </p>
        </div>
      </div>
    </section>
  );
}

/** What other plans and visitors see in its place: a one-line bar that opens the upgrade teaser. */
export function VoiceCompanionTeaser() {
  const billing = useBillingEnabled();
  if (!billing) return null;
  return (
    <details className="border-warm-200 relative border-b bg-white" data-testid="voice-teaser">
      <summary className="text-warm-800 hover:text-warm-900 mx-auto flex max-w-4xl cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-semibold sm:text-base [&::-webkit-details-marker]:hidden">
        <Sparkles className="text-accent-orange h-4 w-4" aria-hidden="true" /> Voice companion
        <span className="bg-warm-100 text-warm-800 rounded-full px-2 py-0.5 text-xs">Ultimate</span>
      </summary>
      {/* Over the page rather than pushing it down: opening it leaves the page's layout alone. */}
      <div className="absolute inset-x-0 top-full z-10 mx-auto max-w-4xl px-4 pt-2 [&>aside]:mt-0 [&>aside]:rounded-2xl [&>aside]:p-4 [&>aside]:shadow-lg">
        <UpgradeTeaser id="voice-teaser-title" title="Cook hands-free">
          Hear each step read aloud and ask for the next step, amounts and timers by voice.
        </UpgradeTeaser>
      </div>
    </details>
  );
}
