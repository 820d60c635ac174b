import { describe, expect, it } from "vitest";
import { AI_MESSAGES, type GeneratedRecipe } from "~/domain/ai/ai-recipe";
import { generationReducer, IDLE, readLines, runGeneration, type GenerationEvent, type Line, type Phase } from "./generation";

const RECIPE = {
  title: "Miso Butter Noodles",
  description: "Savoury, quick and cosy.",
  cookTime: 15,
  servings: 2,
  difficulty: "Easy",
  ingredients: ["200 g noodles", "1 tbsp miso"],
  instructions: ["Boil the noodles.", "Toss with miso butter."],
  tags: ["quick"],
} as unknown as GeneratedRecipe;

function run(events: GenerationEvent[], from: Phase = IDLE): Phase {
  return events.reduce(generationReducer, from);
}

describe("the AI generator's state machine", () => {
  it("idle → generating → growing partials → result", () => {
    const started = run([{ type: "start" }]);
    expect(started).toEqual({ name: "generating", recipe: {} });
    const growing = run([{ type: "line", line: { type: "partial", recipe: { title: "Miso" } } }], started);
    expect(growing).toEqual({ name: "generating", recipe: { title: "Miso" } });
    const done = run([{ type: "line", line: { type: "done", recipe: RECIPE } }, { type: "ended" }], growing);
    expect(done).toEqual({ name: "result", recipe: RECIPE });
  });

  it("an error line fails the generation and keeps what had arrived", () => {
    const failed = run([
      { type: "start" },
      { type: "line", line: { type: "partial", recipe: { title: "Miso" } } },
      { type: "line", line: { type: "error", message: "The model stopped." } },
      { type: "ended" },
    ]);
    expect(failed).toEqual({ name: "failed", message: "The model stopped.", recipe: { title: "Miso" } });
  });

  it("a stream that ends without a last line, a refusal and an unreachable server each fail with their message", () => {
    expect(run([{ type: "start" }, { type: "ended" }])).toEqual({ name: "failed", message: AI_MESSAGES.failed });
    expect(run([{ type: "start" }, { type: "refused", message: "Monthly limit reached." }])).toEqual({
      name: "failed",
      message: "Monthly limit reached.",
    });
    expect(run([{ type: "start" }, { type: "refused" }])).toEqual({ name: "failed", message: AI_MESSAGES.failed });
    expect(run([{ type: "start" }, { type: "unreachable" }])).toEqual({ name: "failed", message: AI_MESSAGES.unreachable });
  });

  it("Generate Another starts again from idle, and a late line does not bring the old recipe back", () => {
    const result = run([{ type: "start" }, { type: "line", line: { type: "done", recipe: RECIPE } }]);
    const reset = run([{ type: "reset" }], result);
    expect(reset).toEqual(IDLE);
    expect(run([{ type: "line", line: { type: "partial", recipe: { title: "Late" } } }, { type: "ended" }], reset)).toEqual(IDLE);
  });
});

/** A streamed answer whose text arrives in the given chunks (split anywhere, even inside a line). */
function streamed(chunks: string[], init: ResponseInit = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, init);
}

describe("reading the streamed answer", () => {
  it("reads NDJSON lines split across chunks, skipping blank lines", async () => {
    const lines: Line[] = [];
    await readLines(
      streamed(['{"type":"partial","recipe":{"ti', 'tle":"Mi"}}\n\n', '{"type":"done","recipe":{"title":"Miso"}}\n']),
      (line) => lines.push(line),
    );
    expect(lines).toEqual([
      { type: "partial", recipe: { title: "Mi" } },
      { type: "done", recipe: { title: "Miso" } },
    ]);
  });

  it("runGeneration posts the prompt and turns the answer into events", async () => {
    const events: GenerationEvent[] = [];
    let sent: URLSearchParams | null = null;
    const fake = (async (_url: string, init?: RequestInit) => {
      sent = init?.body as URLSearchParams;
      return streamed([`${JSON.stringify({ type: "done", recipe: RECIPE })}\n`]);
    }) as typeof fetch;
    await runGeneration({ prompt: "noodles", enhanced: true }, (e) => events.push(e), fake);
    expect(sent!.toString()).toBe("prompt=noodles&enhanced=on");
    expect(events.map((e) => e.type)).toEqual(["start", "line", "ended"]);
    expect(run(events)).toEqual({ name: "result", recipe: RECIPE });
  });

  it("runGeneration turns a refusal and a network failure into failed phases", async () => {
    const refusing = (async () => Response.json({ message: "Monthly limit reached." }, { status: 429 })) as typeof fetch;
    const refusedEvents: GenerationEvent[] = [];
    await runGeneration({ prompt: "noodles", enhanced: false }, (e) => refusedEvents.push(e), refusing);
    expect(run(refusedEvents)).toEqual({ name: "failed", message: "Monthly limit reached." });

    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const offlineEvents: GenerationEvent[] = [];
    await runGeneration({ prompt: "noodles", enhanced: false }, (e) => offlineEvents.push(e), offline);
    expect(run(offlineEvents)).toEqual({ name: "failed", message: AI_MESSAGES.unreachable });
  });
});
