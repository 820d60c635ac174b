/**
 * The voice companion in cook mode (ultimate plan, issue 15): reads the page aloud with the
 * browser's speechSynthesis and, where the browser offers speech recognition, listens for the
 * commands of app/domain/cooking/voice-commands.ts, answering in words on screen and aloud. Nothing is sent
 * to Simmer's server: the browser's own speech services do the listening and speaking. Its state is
 * domain/cooking/voice-session.ts, run by use-voice-companion.ts; this is the bar that shows it.
 */
import { BookOpenText, Mic, MicOff, Sparkles, Volume2 } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { useBillingEnabled } from "~/components/ui/use-billing";
import { VOICE_UNAVAILABLE } from "~/domain/cooking/voice-commands";
import type { CookCompanionContext } from "./companion";
import { useVoiceCompanion } from "./use-voice-companion";

/** Compact on a phone (one row under the header), roomier from sm up. */
const BAR_BUTTON = "px-2.5! py-2.5 sm:px-4! sm:text-base";

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
  const { support, listening, heard, reply, autoRead, toggleListening, readPage, toggleAutoRead } = useVoiceCompanion(
    cook,
    askQuestion,
  );

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
            onClick={toggleListening}
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
