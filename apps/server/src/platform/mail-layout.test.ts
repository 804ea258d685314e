import { describe, expect, it } from "vitest";
import { composeMail } from "./mail-layout";
import { contrastRatio } from "@ulfa/contracts";
import { DEFAULT_MAIL_BRAND, mailBrand } from "./mail-brand";

const SITE = { name: "Harbour", contactEmail: "hi@harbour.test" };
const mail = (site: Parameters<typeof composeMail>[0]) => composeMail(site, "a@b.test", "en", "Hello", ["Hi there.", { link: "https://harbour.test/x", label: "Open" }]).html;
/** Every style attribute of the HTML, as written. */
const styles = (html: string) => [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]!);

describe("the mail layout's branding", () => {
  it("paints the header band and the button with the operator's colour", () => {
    const html = mail({ ...SITE, brandColor: "#0F766E" });
    expect(html).toContain("background:#0f766e;color:#ffffff;");
    expect(html.match(/background:#0f766e/g)).toHaveLength(2);
    expect(html).not.toContain(DEFAULT_MAIL_BRAND);
  });

  it("keeps the built-in colour without one", () => {
    expect(mail(SITE)).toContain(`background:${DEFAULT_MAIL_BRAND};color:#ffffff;`);
  });

  it.each([
    '#000000;"><script>alert(1)</script>',
    "#fff;background-image:url(https://evil.test/x)",
    "red",
    "#12345g",
    "expression(alert(1))",
    '"onmouseover="alert(1)',
  ])("never lets %j out of the style attribute", (hostile) => {
    const html = mail({ ...SITE, brandColor: hostile });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("evil.test");
    expect(html).not.toContain("onmouseover");
    expect(html).not.toContain("expression(");
    for (const style of styles(html)) expect(style).not.toMatch(/url\(|expression|[<>]/);
    expect(html).toContain(`background:${DEFAULT_MAIL_BRAND};`);
  });

  it.each(["#ffffff", "#fde047", "#e11d48", "#0f766e", "#777777", "#767676", "#000000", "#1e3a8a", "#22c55e"])("reads %s's text at 4.5:1 or more", (colour) => {
    const { background, text } = mailBrand(colour);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    expect(mail({ ...SITE, brandColor: colour })).toContain(`background:${colour};color:${text};`);
  });

  it("reaches 4.5:1 for every grey, the hardest case", () => {
    for (let v = 0; v < 256; v++) {
      const { background, text } = mailBrand(`#${v.toString(16).padStart(2, "0").repeat(3)}`);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("shows the logo with the site name as its alt text, and the name without one", () => {
    const withLogo = mail({ ...SITE, name: "Tom & <Jerry>", logoUrl: "https://harbour.test/api/site/images/abc.webp" });
    expect(withLogo).toMatch(/<img src="https:\/\/harbour\.test\/api\/site\/images\/abc\.webp" alt="Tom &amp; &lt;Jerry&gt;"/);
    expect(mail(SITE)).not.toContain("<img");
    expect(mail(SITE)).toContain(">Harbour</p>");
  });

  it("shows the built-in heart before the name without a logo, and only the logo with one", () => {
    const mark = "https://harbour.test/api/site/images/builtin-heart-white?format=png";
    const html = mail({ ...SITE, markUrl: mark });
    expect(html).toContain(`<img src="${mark.replace("&", "&amp;")}" alt="" width="28" height="28"`);
    expect(html).toContain(`<span style="vertical-align:middle;">Harbour</span></p>`);
    const withLogo = mail({ ...SITE, markUrl: mark, logoUrl: "https://harbour.test/api/site/images/abc.webp" });
    expect(withLogo).not.toContain("builtin-heart");
    expect(mail({ ...SITE, markUrl: "javascript:alert(1)" })).not.toContain("<img");
  });

  it("takes only an absolute http(s) address as the logo", () => {
    for (const logoUrl of ["/api/site/images/abc.webp", "javascript:alert(1)", 'https://x.test/"onerror="alert(1)']) {
      const html = mail({ ...SITE, logoUrl });
      expect(html).not.toContain("<img");
      expect(html).not.toContain("onerror");
    }
  });
});
