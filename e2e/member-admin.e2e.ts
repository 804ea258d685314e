import { readFileSync } from "node:fs";
import { routes } from "@ulfa/contracts";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiClient, apiMember, newContext, screenshot, useJourney, type ApiMember, type Lang, signedInPage } from "./harness";

type Strings = Record<string, Record<string, string>> & Record<string, string>;
const strings = (lang: Lang, file: string): Strings => JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${file}.json`), "utf8")) as Strings;

const REASON = "سبّ في المحادثات";
const BANNER = { en: "Maintenance tonight from 22:00 (UTC)", ar: "صيانة الليلة من 22:00 (UTC)" };

/**
 * Member administration and the announcement banner (docs/operating.md "Members"): an admin finds
 * a member, adds a note and suspends them for 7 days with a reason; the member, signing in, is
 * refused with it in their language (Arabic, on a phone); the admin lifts it; the banner the admin
 * sets shows at the top of the app in English on a desktop and Arabic on a phone, and once dismissed
 * stays hidden on the member's other devices.
 */
describe("member administration and the announcement banner", () => {
  const journey = useJourney({ admin: "Site Owner" });
  let member: ApiMember;
  beforeAll(async () => {
    member = await apiMember(journey.server, { name: "Layla Haddad", gender: "female" });
    expect((await member.send(routes.users.update, { body: { language: "ar" } })).status).toBe(200);
  });

  const toast = (page: Page) => page.getByTestId("toast");

  it("an admin searches, opens the member's page, notes and suspends for 7 days; the member is refused with the reason; the admin lifts it", async () => {
    const M = strings("en", "members");
    const page = await signedInPage(journey.browser, journey.admin, { lang: "en", viewport: "desktop" });
    await page.goto(`${journey.server.url}/admin/members`);
    await page.getByRole("heading", { level: 1, name: M.title }).waitFor();
    await page.getByRole("searchbox", { name: M.searchLabel }).fill("layla");
    await page.getByRole("searchbox", { name: M.searchLabel }).press("Enter");
    await page.waitForURL("**/admin/members?q=layla");
    await page.getByTestId("member-row").filter({ hasText: member.email }).waitFor();
    await expect.poll(() => page.getByTestId("member-row").count()).toBe(1);
    await screenshot(page, "member-admin-search", "en", "desktop");
    await page.getByRole("link", { name: member.name }).click();
    await page.getByRole("heading", { level: 1, name: new RegExp(member.name) }).waitFor();

    await page.getByLabel(M.notes.label).fill("Two members wrote about insults.\nTalked to her by mail.");
    await page.getByRole("button", { name: M.notes.add }).click();
    await page.getByTestId("staff-note").filter({ hasText: "Two members wrote about insults." }).waitFor();

    await page.getByLabel(M.suspension.duration).selectOption("7");
    await page.getByLabel(M.suspension.reasonLabel, { exact: true }).fill(REASON);
    await page.getByRole("button", { name: M.suspension.submit, exact: true }).click();
    await toast(page).filter({ hasText: M.suspension.done }).waitFor();
    await page.getByTestId("suspension").getByText(REASON).waitFor();
    expect(await page.getByTestId("member-state").textContent()).toBe(M.state.suspended);
    await page.getByTestId("member-audit").filter({ hasText: "member.suspend" }).waitFor();
    await screenshot(page, "member-admin-page", "en", "desktop");

    // The member, on a phone in Arabic: refused at sign-in, told until when and why.
    const A = strings("ar", "auth");
    const phone = await newContext(journey.browser, { lang: "ar", viewport: "mobile" });
    const signIn = await phone.newPage();
    await signIn.goto(`${journey.server.url}/auth?mode=login`);
    await signIn.getByLabel(A.login.email).fill(member.email);
    await signIn.getByLabel(A.login.password).fill(member.password);
    await signIn.getByRole("button", { name: A.login.submit }).click();
    const refused = toast(signIn).filter({ hasText: A.login.suspendedTitle });
    await refused.waitFor();
    const said = (await refused.textContent()) ?? "";
    expect(said).toContain("حسابك موقوف حتى");
    expect(said).toContain(`السبب: ${REASON}`);
    await screenshot(signIn, "member-admin-refused", "ar", "mobile");

    // The admin lifts it; the member may sign in again.
    await page.getByRole("button", { name: M.suspension.lift }).click();
    await page.getByRole("dialog").getByRole("button", { name: M.suspension.lift }).click();
    await toast(page).filter({ hasText: M.suspension.lifted }).waitFor();
    await page.getByTestId("member-state").filter({ hasText: M.state.active }).waitFor();
    // The same page for an admin in Arabic on a phone (right to left, nothing wider than the screen).
    const arPage = await signedInPage(journey.browser, journey.admin, { lang: "ar", viewport: "mobile" });
    await arPage.goto(page.url());
    await arPage.getByTestId("staff-note").first().waitFor();
    expect(await arPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(arPage, "member-admin-page", "ar", "mobile");
    await arPage.context().close();
    await phone.close();
    const again = await apiClient(journey.server.url).send(routes.auth.login, { body: { email: member.email, password: member.password } });
    expect(again.status).toBe(200);
    await page.context().close();
  });

  it("the admin sets the announcement; it shows in English on a desktop and Arabic on a phone, until dismissed", async () => {
    const S = strings("en", "adminSite");
    const page = await signedInPage(journey.browser, journey.admin, { lang: "en", viewport: "desktop" });
    await page.goto(`${journey.server.url}/admin/site`);
    await page.getByLabel(S.announcement.en).fill(BANNER.en);
    await page.getByLabel(S.announcement.ar).fill(BANNER.ar);
    await page.getByLabel(S.announcement.ar).press("Enter");
    await toast(page).filter({ hasText: S.saved }).waitFor();
    await page.goto(`${journey.server.url}/home`);
    const banner = page.getByTestId("announcement");
    await banner.getByText(BANNER.en).waitFor();
    await screenshot(page, "announcement", "en", "desktop");
    await banner.getByRole("button", { name: strings("en", "site").announcement.dismiss }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("navigation").first().waitFor();
    expect(await page.getByTestId("announcement").count()).toBe(0);
    await page.context().close();
    // Another device (a browser with nothing stored): the dismissal went with the account.
    const other = await signedInPage(journey.browser, journey.admin, { lang: "en", viewport: "desktop" });
    await other.goto(`${journey.server.url}/home`);
    await other.getByRole("navigation").first().waitFor();
    expect((await journey.admin.call(routes.site.announcement)).announcement).toBeNull();
    expect(await other.getByTestId("announcement").count()).toBe(0);
    await other.context().close();

    // The member (a fresh sign-in after the lift), in Arabic on a phone.
    const login = await apiClient(journey.server.url).send(routes.auth.login, { body: { email: member.email, password: member.password } });
    const value = login.headers.getSetCookie().find((c) => c.startsWith("ulfa_session="))!.split(";")[0].slice("ulfa_session=".length);
    const phone = await newContext(journey.browser, { lang: "ar", viewport: "mobile" });
    await phone.addCookies([{ name: "ulfa_session", value, url: journey.server.url }]);
    const mine = await phone.newPage();
    await mine.goto(`${journey.server.url}/home`);
    const arBanner = mine.getByTestId("announcement");
    await arBanner.getByText(BANNER.ar).waitFor();
    expect(await arBanner.locator("p").getAttribute("dir")).toBe("auto");
    await screenshot(mine, "announcement", "ar", "mobile");
    await phone.close();
  });
});
