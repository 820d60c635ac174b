/**
 * A stand-in for an OpenAI-compatible chat-completions API on loopback. It records each request
 * (so tests can check the model, messages, response_format and stream flag) and answers with the
 * next queued behaviour: a streamed JSON answer in SSE chunks (optionally going silent after the
 * content, never finishing), an error status, or silence.
 *
 * Questions about nutrition foods (response_format named sr_food_match, decision 027) have their
 * own record and queue (`foodRequests`, `foodQueue`, `foodFallback`): the server asks them in the
 * background after any save or page view, so they must not mix with another test's generations.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { FOOD_MATCH_SCHEMA_NAME } from "../../app/domain/nutrition/food-match";

export type FakeBehaviour =
  | {
      kind: "stream";
      content: string;
      chunkSize?: number;
      delayMs?: number;
      /** Stream the content, then go silent without finishing (a model stalling mid-answer). */
      hangAfter?: boolean;
    }
  | { kind: "status"; status: number; body?: string }
  | { kind: "hang" };

export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    temperature?: number;
    response_format?: {
      type: string;
      json_schema?: { name?: string; schema?: { properties?: Record<string, { enum?: string[] } & Record<string, unknown>> } };
    };
  };
}

export const SAMPLE_RECIPE = {
  title: "Lemon Herb Orzo",
  description: "A bright, quick orzo with lemon, herbs and parmesan for busy evenings.",
  ingredients: ["1 cup orzo", "2 tbsp olive oil", "1 lemon, zested and juiced", "1/2 cup grated parmesan"],
  instructions: ["Boil the orzo in salted water until tender.", "Drain and toss with olive oil, lemon and parmesan."],
  cookTime: 20,
  servings: 2,
  difficulty: "Easy",
};

export const ENHANCED_SAMPLE = {
  ...SAMPLE_RECIPE,
  nutritionHighlights: ["Good source of protein"],
  estimatedCost: "$6",
  tips: ["Toast the orzo first for a nutty flavour."],
};

export interface FakeOpenAi {
  url: string;
  requests: FakeRequest[];
  queue: FakeBehaviour[];
  /** What answers when the queue is empty. */
  fallback: FakeBehaviour;
  /** Nutrition food-match questions, their queue and what answers when it is empty ("none"). */
  foodRequests: FakeRequest[];
  foodQueue: FakeBehaviour[];
  foodFallback: FakeBehaviour;
  close(): Promise<void>;
}

function sse(res: ServerResponse, payload: unknown) {
  res.write(`data: ${JSON.stringify(payload)}\n\n`);
}

function chunk(model: string, delta: Record<string, unknown>, finish: string | null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const sockets = new Set<Socket>();
  const fake: FakeOpenAi = {
    url: "",
    requests: [],
    queue: [],
    fallback: { kind: "stream", content: JSON.stringify(SAMPLE_RECIPE) },
    foodRequests: [],
    foodQueue: [],
    foodFallback: { kind: "stream", content: JSON.stringify({ ndb: "none" }) },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      let body: FakeRequest["body"] = {};
      try {
        body = JSON.parse(text) as FakeRequest["body"];
      } catch {
        /* recorded as empty */
      }
      const request = { path: req.url ?? "", authorization: req.headers.authorization, body };
      const forFood = body.response_format?.json_schema?.name === FOOD_MATCH_SCHEMA_NAME;
      (forFood ? fake.foodRequests : fake.requests).push(request);
      const behaviour = (forFood ? fake.foodQueue.shift() : fake.queue.shift()) ?? (forFood ? fake.foodFallback : fake.fallback);
      if (behaviour.kind === "hang") return;
      if (behaviour.kind === "status") {
        res.writeHead(behaviour.status, { "Content-Type": "application/json" });
        res.end(behaviour.body ?? JSON.stringify({ error: { message: `status ${behaviour.status}`, type: "fake" } }));
        return;
      }
      const model = body.model ?? "unknown";
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      sse(res, chunk(model, { role: "assistant", content: "" }, null));
      const size = behaviour.chunkSize ?? 24;
      for (let i = 0; i < behaviour.content.length; i += size) {
        sse(res, chunk(model, { content: behaviour.content.slice(i, i + size) }, null));
        if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      }
      if (behaviour.hangAfter) return;
      sse(res, chunk(model, {}, "stop"));
      res.write("data: [DONE]\n\n");
      res.end();
    })();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/v1`;
  return fake;
}
