import { readFileSync } from "node:fs";
import path from "node:path";
import { routes } from "@ulfa/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiClient, apiMember, idOf, newContext, screenshot, signedInPage, useJourney, type ApiMember, type Lang } from "./harness";

type Strings = Record<string, Record<string, Record<string, string> & string>>;
const strings = (lang: Lang, file: string): Strings => JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/${file}.json`), "utf8")) as Strings;

const REASON = "طلب المال من عدة أعضاء";
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/**
 * The moderator console (docs/trust-and-safety.md "Moderators"): a moderator, on a desktop in
 * English, narrows the queue to reports, suspends a reported member for 7 days with a reason and
 * finds them among the timed suspensions; the member, on a phone in Arabic, is refused at sign-in
 * with the end date and that reason. The same console on a phone in Arabic filters by kind and term.
 * Then bulk actions: on a desktop in English the moderator ticks two reports and dismisses both at
 * once; on a phone in Arabic selects all on the page, unticks one and dismisses the other two (the
 * count in Arabic's plural forms).
 */
describe("moderator console: a suspension from the queue with a term and a reason, and the page's filters", () => {
  const journey = useJourney({ admin: "Site Owner" });
  let moderator: ApiMember;
  let scammer: ApiMember;
  let spammer: ApiMember;
  beforeAll(async () => {
    const admin = journey.admin;
    moderator = await apiMember(journey.server, { name: "Mona Moderator", gender: "female" });
    expect((await admin.send(routes.staff.grant, { body: { email: moderator.email, role: "moderator" } })).status).toBeLessThan(300);
    scammer = await apiMember(journey.server, { name: "Sami Scam", gender: "male" });
    expect((await scammer.send(routes.users.update, { body: { language: "ar" } })).status).toBe(200);
    spammer = await apiMember(journey.server, { name: "Spam Account", gender: "male" });
    const reporter = await apiMember(journey.server, { name: "Rana Reporter", gender: "female" });
    const report = async (about: ApiMember, reason: "harassment" | "spam", details: string) =>
      expect((await reporter.send(routes.matches.report, { body: { userId: await idOf(about), reason, details } })).status).toBeLessThan(300);
    await report(scammer, "harassment", "Asked me to send money for his visa");
    await report(spammer, "spam", "Sends the same link to everyone");
  });

  it("en desktop: filters the queue to reports, suspends for 7 days with a reason; the member is refused with the date and the reason (ar phone)", async () => {
    const M = strings("en", "moderation");
    const S = strings("en", "members").suspension;
    const page = await signedInPage(journey.browser, moderator, { lang: "en", viewport: "desktop" });
    await page.goto(`${journey.server.url}/analytics?section=moderation`);
    const queue = page.getByRole("region", { name: M.queue.title });
    await queue.getByTestId("queue-item").first().waitFor();

    // Only the reports: every item shown is one, and the button says how many.
    const filter = queue.getByRole("group", { name: M.queue.filter });
    await filter.getByRole("button", { name: new RegExp(`^${M.queue.kinds.report}`) }).click();
    await filter.getByRole("button", { name: new RegExp(`^${M.queue.kinds.report}`), pressed: true }).waitFor();
    await expect.poll(() => queue.getByTestId("queue-item").count()).toBe(2);
    expect(await queue.locator('[data-testid="queue-item"]:not([data-kind="report"])').count()).toBe(0);
    await screenshot(page, "moderation-console-reports", "en", "desktop");

    const item = queue.getByTestId("report-item").filter({ hasText: scammer.name });
    await item.getByRole("button", { name: M.reports.suspend }).click();
    const dialog = page.getByRole("dialog", { name: M.reports.confirmSuspendTitle });
    await dialog.waitFor();
    // A reason is required: confirming without one says so and suspends nobody.
    await dialog.getByRole("button", { name: M.reports.suspend }).click();
    await dialog.getByText(S.reasonRequired).waitFor();
    await dialog.getByLabel(S.duration).selectOption("7");
    await dialog.getByLabel(S.reasonLabel, { exact: true }).fill(REASON);
    await screenshot(page, "moderation-console-suspend", "en", "desktop");
    await dialog.getByRole("button", { name: M.reports.suspend }).click();
    await toast(page, M.reports.suspended).waitFor();
    await item.waitFor({ state: "detached" });

    // Among the timed suspensions, with until when and the reason; none for good.
    const suspensions = page.getByRole("region", { name: M.suspensions.title });
    const terms = suspensions.getByRole("group", { name: M.suspensions.filter });
    await terms.getByRole("button", { name: M.suspensions.terms.timed }).click();
    const row = suspensions.getByTestId("suspension-item").filter({ hasText: scammer.name });
    await row.getByText(REASON).waitFor();
    expect(await row.getByTestId("suspension-term").textContent()).toMatch(/^Until /);
    await toast(page, M.reports.suspended).getByRole("button").click();
    await row.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await screenshot(page, "moderation-console-suspended", "en", "desktop");
    await terms.getByRole("button", { name: M.suspensions.terms.forGood }).click();
    await suspensions.getByTestId("queue-empty").getByText(M.suspensions.emptyFilter).waitFor();
    await page.context().close();

    // The member, on a phone in Arabic: refused at sign-in, told until when and why.
    const A = strings("ar", "auth").login;
    const phone = await newContext(journey.browser, { lang: "ar", viewport: "mobile" });
    const signIn = await phone.newPage();
    await signIn.goto(`${journey.server.url}/auth?mode=login`);
    await signIn.getByLabel(A.email).fill(scammer.email);
    await signIn.getByLabel(A.password).fill(scammer.password);
    await signIn.getByRole("button", { name: A.submit }).click();
    const refused = toast(signIn, A.suspendedTitle);
    await refused.waitFor();
    const said = (await refused.textContent()) ?? "";
    expect(said).toContain("حسابك موقوف حتى");
    expect(said).toContain(`السبب: ${REASON}`);
    await screenshot(signIn, "moderation-console-refused", "ar", "mobile");
    await phone.close();
    expect((await apiClient(journey.server.url).send(routes.auth.login, { body: { email: scammer.email, password: scammer.password } })).status).toBe(403);
  });

  it("ar phone: the console filters the queue by kind and the suspensions by term", async () => {
    const M = strings("ar", "moderation");
    const page = await signedInPage(journey.browser, moderator, { lang: "ar", viewport: "mobile" });
    await page.goto(`${journey.server.url}/analytics?section=moderation`);
    const queue = page.getByRole("region", { name: M.queue.title });
    const filter = queue.getByRole("group", { name: M.queue.filter });
    // The suspended member's report is closed: one report waits.
    await filter.getByRole("button", { name: new RegExp(`^${M.queue.kinds.report}`) }).click();
    await queue.getByTestId("report-item").filter({ hasText: spammer.name }).waitFor();
    await expect.poll(() => queue.getByTestId("queue-item").count()).toBe(1);
    await filter.getByRole("button", { name: new RegExp(`^${M.queue.kinds.verification}`) }).click();
    await queue.getByTestId("queue-empty").waitFor();
    await filter.getByRole("button", { name: new RegExp(`^${M.queue.kinds.report}`) }).click();
    await queue.getByTestId("report-item").first().waitFor();
    await screenshot(page, "moderation-console-filter", "ar", "mobile");

    const suspensions = page.getByRole("region", { name: M.suspensions.title });
    const terms = suspensions.getByRole("group", { name: M.suspensions.filter });
    await terms.getByRole("button", { name: M.suspensions.terms.timed }).click();
    const row = suspensions.getByTestId("suspension-item").filter({ hasText: scammer.name });
    await row.getByText(REASON).waitFor();
    expect(await row.getByTestId("suspension-term").textContent()).toMatch(/^حتى /);
    await row.evaluate((el) => el.scrollIntoView({ block: "center" }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "moderation-console-suspended", "ar", "mobile");
    await page.context().close();
  });

  /** Two members, each reported once by a fresh reporter: more open reports for the bulk bar. */
  const twoReported = async (names: [string, string]) => {
    const reporter = await apiMember(journey.server, { name: "Ruba Reporter", gender: "female" });
    for (const name of names) {
      const about = await apiMember(journey.server, { name, gender: "male" });
      expect((await reporter.send(routes.matches.report, { body: { userId: await idOf(about), reason: "spam", details: "The same link again" } })).status).toBeLessThan(300);
    }
  };

  it("en desktop: ticks two reports and dismisses both at once; the count is announced and the third stays", async () => {
    await twoReported(["Bulk Alpha", "Bulk Beta"]);
    const M = strings("en", "moderation");
    const page = await signedInPage(journey.browser, moderator, { lang: "en", viewport: "desktop" });
    await page.goto(`${journey.server.url}/analytics?section=moderation`);
    const queue = page.getByRole("region", { name: M.queue.title });
    // All kinds together: no tick boxes, a hint to pick one kind.
    await queue.getByTestId("queue-item").first().waitFor();
    expect(await queue.getByTestId("bulk-select").count()).toBe(0);
    await queue.getByText(M.bulk.hint, { exact: false }).waitFor();
    await queue.getByRole("group", { name: M.queue.filter }).getByRole("button", { name: new RegExp(`^${M.queue.kinds.report}`) }).click();
    await expect.poll(() => queue.getByTestId("queue-item").count()).toBe(3);

    const bar = queue.getByRole("group", { name: M.bulk.group });
    const count = bar.getByTestId("bulk-count");
    expect(await count.getAttribute("aria-live")).toBe("polite");
    expect(await count.textContent()).toBe(M.bulk.selected_zero);
    expect(await bar.getByRole("button", { name: M.reports.dismiss }).isDisabled()).toBe(true);
    // By keyboard: the row's box is reached with Tab and ticked with Space.
    const alpha = queue.getByRole("checkbox", { name: M.bulk.selectItem.replace("{{name}}", "Bulk Alpha") });
    await alpha.focus();
    await page.keyboard.press("Space");
    await queue.getByRole("checkbox", { name: M.bulk.selectItem.replace("{{name}}", "Bulk Beta") }).check();
    await count.getByText(M.bulk.selected_other.replace("{{count}}", "2")).waitFor();
    await screenshot(page, "moderation-bulk-selected", "en", "desktop");

    await bar.getByRole("button", { name: M.reports.dismiss }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(M.bulk.confirm_other.replace("{{count}}", "2")).waitFor();
    await screenshot(page, "moderation-bulk-confirm", "en", "desktop");
    await dialog.getByRole("button", { name: M.reports.dismiss }).click();
    await toast(page, M.bulk.done_other.replace("{{count}}", "2")).waitFor();
    await expect.poll(() => queue.getByTestId("queue-item").count()).toBe(1);
    await queue.getByTestId("report-item").filter({ hasText: spammer.name }).waitFor();
    expect(await count.textContent()).toBe(M.bulk.selected_zero);
    await page.context().close();
  });

  it("ar phone: selects all on the page, unticks one, dismisses two; the count speaks Arabic's plural forms", async () => {
    await twoReported(["جمال", "كمال"]);
    const M = strings("ar", "moderation");
    const page = await signedInPage(journey.browser, moderator, { lang: "ar", viewport: "mobile" });
    await page.goto(`${journey.server.url}/analytics?section=moderation`);
    const queue = page.getByRole("region", { name: M.queue.title });
    await queue.getByRole("group", { name: M.queue.filter }).getByRole("button", { name: new RegExp(`^${M.queue.kinds.report}`) }).click();
    await expect.poll(() => queue.getByTestId("queue-item").count()).toBe(3);
    const bar = queue.getByRole("group", { name: M.bulk.group });
    const count = bar.getByTestId("bulk-count");
    await bar.getByRole("checkbox", { name: M.bulk.selectAll }).check();
    await count.getByText(M.bulk.selected_few.replace("{{count}}", "٣")).or(count.getByText(M.bulk.selected_few.replace("{{count}}", "3"))).waitFor();
    await queue.getByRole("checkbox", { name: M.bulk.selectItem.replace("{{name}}", spammer.name) }).uncheck();
    await count.getByText(M.bulk.selected_two).waitFor();
    expect(await bar.getByRole("checkbox", { name: M.bulk.selectAll }).isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "moderation-bulk-selected", "ar", "mobile");

    await bar.getByRole("button", { name: M.reports.dismiss }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(M.bulk.confirm_two).waitFor();
    await screenshot(page, "moderation-bulk-confirm", "ar", "mobile");
    await dialog.getByRole("button", { name: M.reports.dismiss }).click();
    await toast(page, M.bulk.done_two).waitFor();
    await expect.poll(() => queue.getByTestId("queue-item").count()).toBe(1);
    await queue.getByTestId("report-item").filter({ hasText: spammer.name }).waitFor();
    await page.context().close();
  });
});
