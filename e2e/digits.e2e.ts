import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import type { BrowserContext } from "playwright-core";
import { apiMember, screenshot, useJourney, signedInPage, pageErrors } from "./harness";

/**
 * The digits choice follows the member (issue 31): chosen on one phone, it is on their account,
 * and a second phone (no cookie yet) writes every number with it once the session is known.
 */
describe("the member's digits follow them to a new phone", () => {
  const journey = useJourney();

  const digitsCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "ulfa_digits")?.value;
  const firstPackPrice = "[data-testid='packs-boosts'] li p.text-2xl";

  it("chosen in Settings on one phone, applied on the next (ar, phone)", async () => {
    const member = await apiMember(journey.server, { name: "دانة" });
    const errors: string[] = [];

    // Phone one: Settings → Arabic-Indic; the account keeps it.
    const page = await signedInPage(journey.browser, member, { lang: "ar", viewport: "phone" });
    const first = page.context();
    pageErrors(page, errors);
    await page.goto(`${journey.server.url}/home?tab=profile`);
    await page.getByTestId("profile-screen").waitFor();
    await page.getByRole("button", { name: "الإعدادات", exact: true }).tap();
    await page.getByTestId("digits-arab").tap();
    await expect.poll(async () => (await member.call(routes.users.me)).digits).toBe("arab");
    expect(await digitsCookie(first)).toBe("arab");
    await first.close();

    // Phone two: no cookie; the session's stored choice wins and is written to the cookie.
    const other = await signedInPage(journey.browser, member, { lang: "ar", viewport: "phone" });
    const second = other.context();
    pageErrors(other, errors);
    await other.goto(`${journey.server.url}/home?tab=premium`);
    await expect.poll(() => other.locator(firstPackPrice).first().textContent(), { timeout: 15_000 }).toMatch(/[٠-٩]/);
    expect(await other.locator(firstPackPrice).first().textContent()).not.toMatch(/[0-9]/);
    expect(await digitsCookie(second)).toBe("arab");
    await screenshot(other, "digits-new-phone", "ar", "phone");

    // Back to Latin there: saved to the account as well.
    await other.goto(`${journey.server.url}/home?tab=profile`);
    await other.getByRole("button", { name: "الإعدادات", exact: true }).tap();
    await other.getByTestId("digits-latn").tap();
    await expect.poll(async () => (await member.call(routes.users.me)).digits).toBe("latn");
    expect(await digitsCookie(second)).toBe("latn");
    expect(errors).toEqual([]);
    await second.close();
  });
});
