import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18n from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRICES, type PublicSite } from "@ulfa/contracts";
import premium from "../../i18n/locales/en/premium.json";
import premiumAr from "../../i18n/locales/ar/premium.json";
import { PlanPrice } from "./PlanPrice";
import { siteQueryKey } from "../site";
import { PackGrid } from "./PackGrid";
import { PlanToggle } from "./PlanToggle";
import { interpolationFormatter } from "../../i18n/interpolation";

async function render(prices: PublicSite["rules"]["prices"]) {
  const t = i18n.createInstance().use(initReactI18next).use(interpolationFormatter);
  await t.init({ lng: "en", resources: { en: { premium } }, interpolation: { escapeValue: false, alwaysFormat: true } });
  const client = new QueryClient();
  client.setQueryData(siteQueryKey, { rules: { prices } } as PublicSite);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={t}>
        <PackGrid type="super_likes" onBuy={() => undefined} />
        <PlanToggle value="monthly" onChange={() => undefined} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("prices on the premium screens", () => {
  it("shows the operator's prices and currency from GET /api/site", async () => {
    const html = await render({ ...DEFAULT_PRICES, currency: "EUR", monthly: 10, annual: 60, superLikePacks: [5.5, 13, 21] });
    expect(html).toContain("€5.50");
    expect(html).toContain("€13.00");
    expect(html).not.toContain("$4.99");
    // 60 a year against 12 x 10: a 50% saving.
    expect(html).toContain("50%");
  });

  it("shows today's prices on a fresh install", async () => {
    const html = await render(DEFAULT_PRICES);
    expect(html).toContain("$4.99");
    expect(html).toContain("25%");
  });

  it("writes a plan's price and period from one template, the price isolated (never \"20.00 US$في الشهر\")", async () => {
    const shown = async (lng: "en" | "ar", plan: "monthly" | "annual") => {
      const t = i18n.createInstance().use(initReactI18next);
      await t.init({ lng, resources: { en: { premium }, ar: { premium: premiumAr } }, interpolation: { escapeValue: false } });
      const client = new QueryClient();
      client.setQueryData(siteQueryKey, { rules: { prices: { ...DEFAULT_PRICES, monthly: 20, annual: 180 } } } as PublicSite);
      const html = renderToString(
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={t}>
            <PlanPrice plan={plan} periodClassName="period" />
          </I18nextProvider>
        </QueryClientProvider>,
      );
      return html.replace(/<[^>]+>/g, "");
    };
    expect(await shown("en", "monthly")).toBe("$20.00 / month");
    expect(await shown("en", "annual")).toBe("$180.00 / year");
    // The price sits in an isolate (U+2066 ... U+2069), then a space, then the period.
    expect(await shown("ar", "monthly")).toMatch(/^\u2066[^\u2069]+US\$\u2069 شهريًا$/);
    expect(await shown("ar", "annual")).toMatch(/\u2069 سنويًا$/);
  });
});
