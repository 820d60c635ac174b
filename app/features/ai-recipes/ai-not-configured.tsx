import { AI_MESSAGES } from "~/domain/ai/ai-recipe";

/** Shown instead of the generator when the server has no AI provider; no sample recipe stands in for one. */
export function AiNotConfigured() {
  return (
    <section
      role="status"
      aria-labelledby="ai-not-configured"
      className="rounded-3xl bg-white p-6 shadow-sm"
      data-testid="ai-not-configured"
    >
      <h2 id="ai-not-configured" className="text-warm-900 text-xl font-bold">
        {AI_MESSAGES.notConfigured}
      </h2>
      <p className="text-warm-700 mt-2">
        The administrator can connect any OpenAI-compatible service, for example a local Ollama, by setting{" "}
        <code>AI_BASE_URL</code>, <code>AI_MODEL</code> and, if the service needs one, <code>AI_API_KEY</code> (see the README).
      </p>
    </section>
  );
}
