import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18n from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import filtersAr from "../../../i18n/locales/ar/filters.json";
import { OpeningLikes, openingLikesKey } from "../../likes";
import { personFromMatchEvent } from "./matched-person";

describe("the match dialog opened by the realtime event", () => {
  it("knows the other member's gender, so her comment reads in the feminine in Arabic", async () => {
    const person = personFromMatchEvent({ type: "match", matchId: 4, user: { id: 9, name: "Layla", gender: "female", profilePhoto: null } });
    expect(person).toEqual({ id: 9, name: "Layla", gender: "female", photo: null, matchId: 4 });

    const t = i18n.createInstance().use(initReactI18next);
    await t.init({ lng: "ar", resources: { ar: { filters: filtersAr } }, interpolation: { escapeValue: false } });
    const client = new QueryClient();
    client.setQueryData(openingLikesKey(4), [{ fromMe: false, isSuperLike: false, target: null, comment: "مرحبا", commentHidden: false, inConversation: true }]);
    const html = renderToString(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={t}>
          <OpeningLikes matchId={4} other={{ name: person!.name, gender: person!.gender ?? null }} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("قالت");
    expect(html).not.toContain("قال \u2068");
  });

  it("celebrates nobody without the other member's card", () => {
    expect(personFromMatchEvent({ type: "match", matchId: 4 })).toBeNull();
  });
});
