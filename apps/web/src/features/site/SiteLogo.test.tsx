import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18n from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicSite } from "@ulfa/contracts";
import { BrandLogo } from "./BrandLogo";
import { SiteBrandLink } from "./SiteBrandLink";
import { siteTemplate } from "./template";
import { siteQueryKey } from "./useSite";

async function render(site: PublicSite) {
  const t = i18n.createInstance().use(initReactI18next);
  await t.init({ lng: "en", resources: { en: { common: { appName: "Ulfa" } } }, defaultNS: "common", interpolation: { escapeValue: false } });
  const client = new QueryClient();
  client.setQueryData(siteQueryKey, site);
  return renderToString(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={t}>
          <BrandLogo />
          <SiteBrandLink />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("the site's logo in the headers", () => {
  it("prerenders the built-in mark marked for the server to swap (apps/server/src/web/site-pages.ts)", async () => {
    const html = await render(siteTemplate());
    expect(html).toMatch(/<span data-brand-mark="h-9 w-9 rounded-2xl object-contain" class="[^"]*">\s*<svg/);
    expect(html).not.toContain("<img");
  });

  it("draws the uploaded logo with the site name as alt text, in the public header and the app's", async () => {
    const site = { ...siteTemplate(), contactEmail: "a@b.test", siteName: { en: "Harbour", ar: "الميناء" }, logoUrl: "/api/site/images/logo-2.png" };
    const html = await render(site);
    expect(html.match(/<img data-brand-mark="[^"]+" src="\/api\/site\/images\/logo-2.png" alt="Harbour"/g)).toHaveLength(2);
    expect(html).not.toContain("<svg");
  });
});
