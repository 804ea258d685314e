import { promptText } from "@ulfa/contracts/constants";

/**
 * A prompt's text in the interface language: the server words it in the member's saved language,
 * which can differ from the language the page is shown in right now.
 */
export const promptIn = (p: { promptId: string; text: string }, language: string): string =>
  promptText(p.promptId, language.startsWith("ar") ? "ar" : "en") ?? p.text;
