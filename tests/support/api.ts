/**
 * Calls to /api/v1 as a client makes them, answered by the API's route module as React Router runs
 * it (no server): the API's integration tests share them.
 */
import { action as apiAction, loader as apiLoader } from "~/routes/api";
import { ORIGIN } from "./routes";

export interface Sent {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

/** One HTTP request to /api/v1 through the route module, as React Router would run it. */
export async function api(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  const request = new Request(new URL(`/api/v1${path}`, ORIGIN), { method, headers, body });
  const fn = method === "GET" || method === "HEAD" ? apiLoader : apiAction;
  const response = (await fn({ request, params: {}, context: {} } as never)) as Response;
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export function recipeBody(word: string) {
  return {
    title: `${word} Traybake`,
    description: `A ${word} traybake for a busy Tuesday.`,
    imageUrl: "https://images.example.com/traybake.jpg",
    cookTime: 45,
    servings: 4,
    difficulty: "Easy",
    ingredients: ["# Traybake", `500 g ${word} potatoes, cut in wedges`, "2 tbsp olive oil", "1 tsp smoked paprika"],
    instructions: ["Heat the oven to 220°C.", "Toss everything on a tray and roast for 40 minutes."],
    tags: ["dinner", "traybake"],
    author: "Maya Okafor",
  };
}
