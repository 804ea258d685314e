import { describe, expect, it } from "vitest";
import { routes } from "@ulfa/contracts";
import { apiClient, apiMember, useJourney, waitForMail, signedInPage } from "./harness";

// The EN/AR switch is the member's mail language too: switching while signed in saves it.
describe("language: the EN/AR switch decides the language of a member's mail", () => {
  const journey = useJourney();

  it("a signed-in member who switches to Arabic gets the next mail in Arabic, right to left", async () => {
    const member = await apiMember(journey.server);
    const page = await signedInPage(journey.browser, member, { lang: "en", viewport: "desktop" });
    await page.goto(`${journey.server.url}/home`);
    await page.getByRole("button", { name: "Switch to Arabic" }).first().click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await expect.poll(async () => (await member.call(routes.users.me)).language).toBe("ar");

    await apiClient(journey.server.url).call(routes.auth.forgotPassword, { body: { email: member.email } });
    const mail = await waitForMail(journey.server.dataDir, member.email, "/reset-password");
    expect(mail).toMatch(/^Content-Language: ar$/m);
    expect(mail).toContain('<html lang="ar" dir="rtl">');
    await page.context().close();
  });
});
