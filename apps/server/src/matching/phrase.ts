import { type Language } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";

/**
 * Optional AI rephrasing of an explanation (AI_BASE_URL, any OpenAI-compatible chat endpoint).
 * Only the wording may change: the facts are given, scores never depend on it, and any failure or
 * slow answer falls back to the built-in text.
 */
export async function phraseExplanation(deps: Pick<Deps, "config" | "log">, builtIn: string, facts: string[], lang: Language): Promise<string> {
  const ai = deps.config.ai;
  if (!ai) return builtIn;
  try {
    const res = await fetch(`${ai.baseUrl.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(ai.apiKey ? { Authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0.4,
        max_tokens: 160,
        messages: [
          {
            role: "system",
            content:
              `You rewrite a dating-app compatibility summary in two warm, plain sentences in ${lang === "ar" ? "Arabic" : "English"}. Use only the facts given; do not add numbers or facts.`,
          },
          { role: "user", content: `Summary: ${builtIn}\nFacts:\n- ${facts.join("\n- ")}` },
        ],
      }),
      signal: AbortSignal.timeout(deps.config.timeouts.aiPhrasingMs),
    });
    if (!res.ok) throw new Error(`AI endpoint answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    return typeof text === "string" && text.trim() ? text.trim().slice(0, 600) : builtIn;
  } catch (err) {
    deps.log.warn({ err }, "AI phrasing failed; using the built-in explanation");
    return builtIn;
  }
}
