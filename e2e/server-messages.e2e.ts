import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newContext, screenshot, useJourney } from "./harness";

/** Issue 15: the server's errors reach the member in their language (by `code`, apps/web/src/api/error-text.ts). */

const codes = (lang: string) =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/errors.json`), "utf8")) as { codes: Record<string, string> }).codes;

describe("server messages in the member's language", () => {
  const journey = useJourney();

  it("a bad verification link reads Arabic in Arabic (ar, mobile)", async () => {
    const context = await newContext(journey.browser, { lang: "ar", viewport: "mobile" });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/verify-email?token=bogus`);
    await page.getByRole("button", { name: "تأكيد بريدي الإلكتروني" }).click();
    const failed = page.getByTestId("verify-failed");
    await failed.waitFor();
    await failed.getByText(codes("ar").INVALID_TOKEN).waitFor();
    expect(await failed.textContent()).not.toMatch(/[A-Za-z]/);
    await screenshot(page, "verify-email-failed", "ar", "mobile");
    await context.close();
  });

  it("a wrong password at sign-in reads Arabic in Arabic (ar, mobile)", async () => {
    const context = await newContext(journey.browser, { lang: "ar", viewport: "mobile" });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/auth?mode=login`);
    await page.locator('input[name="email"]').fill("nobody@example.test");
    await page.locator('input[name="password"]').fill("not-the-password");
    await page.locator("form button[type=submit]").click();
    await page.getByTestId("toast").filter({ hasText: codes("ar").INVALID_CREDENTIALS }).waitFor();
    await context.close();
  });
});
