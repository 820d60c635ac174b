import { useCallback, useEffect, useRef, useState } from "react";
import { startVoiceSession, voiceSession, type VoiceEffect, type VoiceEvent } from "~/domain/cooking/voice-session";
import { useHydrated } from "~/components/ui/use-hydrated";
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

const AUTO_READ_KEY = "simmer:voice-auto-read";

function speak(text: string) {
  if (!("speechSynthesis" in window) || !text) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = document.documentElement.lang || "en";
  window.speechSynthesis.speak(utterance);
}

type AskQuestion = (question: string, cook: CookCompanionContext) => Promise<string>;

/** Runs one effect of a step on cook mode and the browser; what it learns goes back through `send`. */
function perform(
  effect: VoiceEffect,
  { cook, askQuestion }: { cook: CookCompanionContext; askQuestion?: AskQuestion },
  send: (event: VoiceEvent) => void,
) {
  switch (effect.type) {
    case "say":
      speak(effect.text);
      return;
    case "go":
      cook.go(effect.delta);
      return;
    case "startTimer":
      send({ type: "timerStarted", label: cook.startStepTimer() });
      return;
    case "pauseTimers":
      send({ type: "timersPaused", count: cook.pauseTimers() });
      return;
    case "ask":
      void (async () => {
        try {
          send({ type: "answered", text: await askQuestion!(effect.question, cook) });
        } catch {
          send({ type: "answerFailed" });
        }
      })();
  }
}

/**
 * The voice companion's state (domain/cooking/voice-session.ts) with what lies around it: the
 * browser's speech recognition (started again after a silence while the cook wants it), its speech
 * synthesis, the auto-read choice kept in this browser, and cook mode's page turns and timers.
 */
export function useVoiceCompanion(cook: CookCompanionContext, askQuestion: AskQuestion | undefined) {
  // Known only in the browser: null until hydrated (the server renders the plain bar).
  const hydrated = useHydrated();
  const support = hydrated ? { speak: "speechSynthesis" in window, listen: recognitionConstructor() !== null } : null;
  const [view, setView] = useState(startVoiceSession);
  // The state is read and written synchronously too (two commands may be heard before React renders).
  const session = useRef(view);
  const recognition = useRef<Recognition | null>(null);
  // The cook's last choice, kept in this browser.
  const [autoReadChoice, setAutoReadChoice] = useState<boolean | null>(null);
  const autoRead = autoReadChoice ?? (hydrated && window.localStorage.getItem(AUTO_READ_KEY) === "on");
  const latest = useRef({ cook, askQuestion, autoRead });
  useEffect(() => {
    latest.current = { cook, askQuestion, autoRead };
  });

  const send = useCallback(function send(event: VoiceEvent) {
    const step = voiceSession(session.current, event, latest.current.cook);
    session.current = step.session;
    setView(step.session);
    for (const effect of step.effects) perform(effect, latest.current, send);
  }, []);

  // A new page: read it when auto-read is on or a spoken "next"/"back" moved here.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    send({ type: "pageShown", autoRead: latest.current.autoRead });
    // Only a change of page reads; toggling auto-read does not.
  }, [cook.page, send]);

  const stopListening = useCallback(() => {
    // No longer wanted first: the session's end that aborting brings must not start it again.
    send({ type: "stop" });
    recognition.current?.abort();
    recognition.current = null;
  }, [send]);

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
        if (!result.isFinal) continue;
        const speaking = "speechSynthesis" in window && window.speechSynthesis.speaking;
        send({ type: "heard", transcript: result[0].transcript, speaking, canAsk: Boolean(latest.current.askQuestion) });
      }
    };
    r.onerror = (event) => send({ type: "recognitionError", error: event.error });
    r.onend = () => {
      // The browser ends a session after a silence: start again while the cook still wants to talk.
      if (session.current.wantListening && recognition.current === r) {
        try {
          r.start();
          return;
        } catch {
          // fall through: stopped
        }
      }
      if (recognition.current === r) {
        recognition.current = null;
        send({ type: "ended" });
      }
    };
    recognition.current = r;
    send({ type: "started" });
    try {
      r.start();
    } catch {
      send({ type: "startFailed" });
      recognition.current?.abort();
      recognition.current = null;
    }
  }, [send]);

  // Leaving cook mode stops the microphone and the voice.
  useEffect(
    () => () => {
      session.current = { ...session.current, wantListening: false };
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

  return {
    support,
    listening: view.listening,
    heard: view.heard,
    reply: view.reply,
    autoRead,
    toggleListening: () => (view.listening ? stopListening() : startListening()),
    readPage: () => send({ type: "readAloud" }),
    toggleAutoRead,
  };
}
