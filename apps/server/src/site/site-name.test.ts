import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, type TestApp, type TestMember } from "../../test/harness";
import { newRegistration } from "../../test/auth";
import { multipartBody } from "../../test/chat-media";

const ADMIN = "name-admin@example.test";
const HARBOUR = { en: "Harbour", ar: "الميناء" };

/** A stand-in for api.stripe.com that answers what a subscription needs and keeps every request body. */
async function fakeStripe(): Promise<{ url: string; server: Server; bodies: { path: string; body: string }[] }> {
  const bodies: { path: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = req.url ?? "";
      bodies.push({ path: url, body: decodeURIComponent(body.replace(/\+/g, " ")) });
      const answer = url.startsWith("/v1/payment_intents")
        ? { id: `pi_pack_${bodies.length}`, object: "payment_intent", client_secret: `pi_pack_${bodies.length}_secret_x`, status: "requires_payment_method" }
        : url.startsWith("/v1/customers")
        ? { id: "cus_1", object: "customer" }
        : url.startsWith("/v1/products")
          ? { id: `prod_${bodies.length}`, object: "product" }
          : { id: "sub_1", object: "subscription", latest_invoice: { confirmation_secret: { client_secret: "pi_sub_1_secret_x" } } };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, bodies };
}

describe("the operator's site name in mails and the premium product", () => {
  let t: TestApp;
  let admin: TestMember;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    stripe = await fakeStripe();
    t = await createTestApp({
      env: { ADMIN_EMAILS: ADMIN },
      config: { stripe: { secretKey: "sk_test_not_a_real_key", publishableKey: "pk_test_ulfa", webhookSecret: "whsec_test", apiUrl: stripe.url } },
    });
    admin = await createMember(t, { email: ADMIN });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stripe.server.close(resolve));
  });

  const rename = async (siteName: { en: string; ar: string }, contactEmail = "help@harbour.example") => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version, siteName, contactEmail })).statusCode).toBe(200);
  };
  const verificationMailTo = async (language: "en" | "ar") => {
    const input = newRegistration({ language });
    expect((await anonymous(t, "POST", "/api/auth/register", input)).statusCode).toBe(201);
    return (await t.mailer.lastTo(input.email))!;
  };

  it("names the built-in site until the operator renames it, then the new name in each language", async () => {
    expect((await verificationMailTo("en")).subject).toBe("Your Ulfa verification code");
    await rename(HARBOUR);
    const en = await verificationMailTo("en");
    expect(en.subject).toBe("Your Harbour verification code");
    expect(en.text).toContain("Welcome to Harbour!");
    expect(en.html).toContain(">Harbour</span></p>");
    const ar = await verificationMailTo("ar");
    expect(ar.subject).toBe("رمز التحقق الخاص بك في الميناء");
    expect(ar.text).not.toContain("أُلفة");
  });

  it("paints the mail in the operator's brand colour and shows an uploaded logo from APP_URL", async () => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version, brandColor: "#0F766E" })).statusCode).toBe(200);
    const teal = await verificationMailTo("en");
    // On the band and on the button (a light colour, which takes dark text, is refused by the save: mail-layout.test.ts covers it).
    expect(teal.html.match(/background:#0f766e;color:#ffffff;/g)).toHaveLength(2);
    expect(teal.html).not.toContain("#e11d48");
    // No logo uploaded: the built-in heart (white, as the band's text) before the name.
    expect(teal.html.match(/<img /g)).toHaveLength(1);
    expect(teal.html).toContain(`<img src="${t.app.deps.config.appUrl}/api/site/images/builtin-heart-white?format=png" alt=""`);

    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#0f766e" } }).png().toBuffer();
    const { body, headers } = multipartBody({}, { field: "image", filename: "logo.png", mime: "image/png", bytes: png });
    const logoUrl = ((await admin.request("POST", "/api/admin/site/logo", body, headers)).json() as AdminSiteResponse).settings.logoUrl!;
    const ar = await verificationMailTo("ar");
    // As a PNG: mail clients that load no WebP (Outlook) still show it.
    expect(ar.html).toContain(`<img src="${t.app.deps.config.appUrl}${logoUrl}?format=png" alt="${HARBOUR.ar}"`);
    // The uploaded logo replaces the heart.
    expect(ar.html).not.toContain("builtin-heart");
    expect((await admin.request("DELETE", "/api/admin/site/logo")).statusCode).toBe(200);
    const again = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version: again.version, brandColor: "#e11d48" })).statusCode).toBe(200);
  });

  it("escapes a site name in the mail's HTML", async () => {
    await rename({ en: "Tom & <Jerry>", ar: "الميناء" });
    const mail = await verificationMailTo("en");
    expect(mail.subject).toBe("Your Tom & <Jerry> verification code");
    expect(mail.html).toContain("Tom &amp; &lt;Jerry&gt;");
    expect(mail.html).not.toContain("<Jerry>");
    await rename(HARBOUR);
  });

  it("sells premium at the provider under the site's name, a new product after a rename", async () => {
    const member = await createMember(t);
    const subscribe = () => member.request("POST", "/api/create-subscription", { planType: "monthly" });
    await rename(HARBOUR);
    expect((await subscribe()).statusCode).toBe(200);
    await rename({ en: "Lanterns", ar: "فوانيس" });
    expect((await subscribe()).statusCode).toBe(200);
    const products = stripe.bodies.filter((b) => b.path.startsWith("/v1/products")).map((b) => b.body);
    expect(products).toEqual(["name=Harbour Premium", "name=Lanterns Premium"]);
  });

  it("describes a pack at the provider in the buyer's language and digits, under the site's name", async () => {
    await rename(HARBOUR);
    const buy = async (member: TestMember, type: string, count: number) => {
      const res = await member.request("POST", "/api/create-payment-intent", { type, count });
      expect(res.statusCode).toBe(200);
      const sent = stripe.bodies.filter((b) => b.path.startsWith("/v1/payment_intents")).at(-1)!.body;
      return { answered: (res.json() as { description: string }).description, sent: new URLSearchParams(sent).get("description") };
    };
    const en = await createMember(t, { language: "en" });
    expect(await buy(en, "super_likes", 5)).toEqual({ answered: "Harbour: 5 Super Likes", sent: "Harbour: 5 Super Likes" });
    expect((await buy(en, "boosts", 1)).sent).toBe("Harbour: 1 Boost");
    const arabicDigits = await createMember(t, { language: "ar", digits: "arab" });
    expect(await buy(arabicDigits, "super_likes", 15)).toEqual({ answered: "الميناء: ١٥ إعجابًا مميزًا", sent: "الميناء: ١٥ إعجابًا مميزًا" });
    expect((await buy(arabicDigits, "boosts", 5)).sent).toBe("الميناء: ٥ تعزيزات");
    const arabicLatin = await createMember(t, { language: "ar" });
    expect((await buy(arabicLatin, "boosts", 10)).sent).toBe("الميناء: 10 تعزيزات");
    expect((await buy(arabicLatin, "boosts", 1)).sent).toBe("الميناء: تعزيز واحد");
  });
});

describe("no literal site name in what members read", () => {
  // The texts that name the site; "Ulfa" stays only where it is the software (user agents, logs, the API reference).
  const files = ["auth/mails.ts", "notifications/digest-mail.ts", "privacy/mails.ts", "push/texts.ts", "platform/mail-layout.ts", "payments/service.ts", "payments/describe.ts", "payments/stripe-provider.ts", "export/readme.ts"];
  it.each(files)("%s", (file) => {
    const code = readFileSync(path.join(import.meta.dirname, "..", file), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code).not.toMatch(/Ulfa|أُلفة|ألفة/);
    expect(code).not.toContain("support@ulfa.example");
  });
});
