import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18n from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { OpeningLike } from "@ulfa/contracts";
import filters from "../../i18n/locales/en/filters.json";
import filtersAr from "../../i18n/locales/ar/filters.json";
import { openingLikesKey } from "./api";
import { OpeningLikes } from "./OpeningLikes";

const MATCH = 7;
const prompt = { kind: "prompt", promptId: "perfect_weekend", text: "My perfect weekend looks like", answer: "Coffee by the Nile" } as const;

async function render(likes: OpeningLike[], lng: "en" | "ar" = "en", gender: string | null = "female", inThread = false) {
  const t = i18n.createInstance().use(initReactI18next);
  await t.init({ lng, resources: { en: { filters }, ar: { filters: filtersAr } }, interpolation: { escapeValue: false } });
  const client = new QueryClient();
  client.setQueryData(openingLikesKey(MATCH), likes);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={t}>
        <OpeningLikes matchId={MATCH} other={{ name: "Layla", gender }} inThread={inThread} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("a match's opening likes", () => {
  it("shows what each side liked and said, the viewer's own like in the second person", async () => {
    const html = await render([
      { fromMe: false, isSuperLike: true, target: prompt, comment: "Which café?", commentHidden: false, inConversation: true },
      { fromMe: true, isSuperLike: false, target: { kind: "photo", index: 1, photo: "/api/media/photos/x.jpg" }, comment: "Nice hat", commentHidden: false, inConversation: true },
    ]);
    const text = visibleText(html);
    expect(text).toContain("How you matched");
    expect(text).toContain("Layla\u2069 liked your answer: My perfect weekend looks like");
    expect(text).toContain("Coffee by the Nile");
    expect(text).toContain("Which café?");
    expect(text).toContain("Super like");
    expect(text).toContain("You liked \u2068Layla\u2069's photo");
    expect(text).toContain("You said");
    expect(html).toContain("/api/media/photos/x.jpg");
    // Member text sits isolated, whatever its script.
    expect(html).toContain("<bdi>Which café?</bdi>");
    expect(html).toContain("<bdi>Coffee by the Nile</bdi>");
  });

  it("says so when the photo or answer is gone, and folds a comment with a hidden word", async () => {
    const text = visibleText(
      await render([
        { fromMe: true, isSuperLike: false, target: { kind: "photo", index: 0, photo: null }, comment: "Still here", commentHidden: false, inConversation: true },
        { fromMe: false, isSuperLike: false, target: { ...prompt, answer: null }, comment: "salary?", commentHidden: true, inConversation: true },
      ]),
    );
    expect(text).toContain("This photo is no longer on the profile");
    expect(text).toContain("This answer is no longer on the profile");
    expect(text).toContain("Still here");
    expect(text).toContain("A comment with one of your hidden words");
    expect(text).not.toContain("salary?");
  });

  it("speaks of her in the feminine in Arabic, and draws nothing for likes without words", async () => {
    const text = visibleText(await render([{ fromMe: false, isSuperLike: false, target: prompt, comment: "؟", commentHidden: false, inConversation: true }], "ar"));
    expect(text).toContain("أُعجبت");
    expect(text).toContain("قالت");
    expect(await render([])).toBe("");
  });

  it("at the top of the conversation, leaves a comment to its first message and keeps one not yet in it", async () => {
    const likes: OpeningLike[] = [
      { fromMe: false, isSuperLike: false, target: prompt, comment: "Which café?", commentHidden: false, inConversation: true },
      { fromMe: true, isSuperLike: false, target: null, comment: "Held for her", commentHidden: false, inConversation: false },
    ];
    const text = visibleText(await render(likes, "en", "female", true));
    expect(text).toContain("Coffee by the Nile");
    expect(text).not.toContain("Which café?");
    expect(text).toContain("Held for her");
    // The match dialog has no thread: it shows both.
    expect(visibleText(await render(likes))).toContain("Which café?");
    // A comment with nothing liked, already in the thread, leaves nothing to show.
    expect(await render([{ ...likes[0], target: null }], "en", "female", true)).toBe("");
  });
});
