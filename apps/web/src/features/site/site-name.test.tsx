import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18n from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicSite } from "@ulfa/contracts";
import arLanding from "../../i18n/locales/ar/landing.json";
import enLanding from "../../i18n/locales/en/landing.json";
import arAnalytics from "../../i18n/locales/ar/analytics.json";
import enAnalytics from "../../i18n/locales/en/analytics.json";
import { AdminsOnly } from "../analytics/components/AdminsOnly";
import { PublicFooter } from "../../app/layouts/PublicFooter";
import { siteTemplate } from "./template";
import { siteQueryKey } from "./useSite";

async function render(site: PublicSite, lng: "en" | "ar") {
  const t = i18n.createInstance().use(initReactI18next);
  await t.init({ lng, resources: { en: { landing: enLanding, common: { appName: "Ulfa" } }, ar: { landing: arLanding, common: { appName: "أُلفة" } } }, interpolation: { escapeValue: false } });
  const client = new QueryClient();
  client.setQueryData(siteQueryKey, site);
  return renderToString(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={t}>
          <PublicFooter />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("texts that name the site", () => {
  const harbour = { ...siteTemplate(), contactEmail: "a@b.test", siteName: { en: "Harbour", ar: "الميناء" } };

  it("name the operator's site in each language", async () => {
    expect(await render(harbour, "en")).toContain("About Harbour");
    expect(await render(harbour, "ar")).toContain("عن الميناء");
  });

  it("carry the marker the server fills in a prerendered page", async () => {
    expect(await render(siteTemplate(), "en")).toContain("About @@site:siteName.en@@");
  });
});

describe("screens that name the site", () => {
  const screen = async (site: PublicSite, lng: "en" | "ar") => {
    const t = i18n.createInstance().use(initReactI18next);
    await t.init({ lng, resources: { en: { analytics: enAnalytics, common: { appName: "Ulfa" } }, ar: { analytics: arAnalytics, common: { appName: "أُلفة" } } }, interpolation: { escapeValue: false } });
    const client = new QueryClient();
    client.setQueryData(siteQueryKey, site);
    return renderToString(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={t}>
            <AdminsOnly />
          </I18nextProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  };

  it("follow a renamed site in each language", async () => {
    const harbour = { ...siteTemplate(), contactEmail: "a@b.test", siteName: { en: "Harbour", ar: "الميناء" } };
    expect(await screen(harbour, "en")).toContain("the administrators of Harbour");
    expect(await screen(harbour, "ar")).toContain("لمشرفي الميناء");
    expect(await screen(harbour, "en")).not.toContain("Ulfa");
  });
});
