import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, PublicSite } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { multipartBody } from "../../test/chat-media";
import { mailSite } from "./site-name";

const ADMIN = "images-admin@example.test";

describe(`site logo and icon (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 0.5 } } }).png().toBuffer();
  const upload = (who: TestMember, which: string, field: string, mime: string, bytes: Buffer) => {
    const { body, headers } = multipartBody({}, { field, filename: "file", mime, bytes });
    return who.request("POST", `/api/admin/site/${which}`, body, headers);
  };

  it("takes a real image as the icon, square at 512 px, and the manifest and pages follow", async () => {
    const res = await upload(admin, "icon", "image", "image/png", await png(900, 600));
    expect(res.statusCode).toBe(200);
    const iconUrl = (res.json() as AdminSiteResponse).settings.iconUrl!;
    expect(iconUrl).toMatch(/^\/api\/site\/images\/[a-f0-9]{32}\.webp$/);
    expect(((await anonymous(t, "GET", "/api/site")).json() as PublicSite).iconUrl).toBe(iconUrl);
    const served = await anonymous(t, "GET", iconUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 512, format: "webp", hasAlpha: true });
    const small = await anonymous(t, "GET", `${iconUrl}?size=192`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });
    expect((await anonymous(t, "GET", `${iconUrl}?size=77`)).statusCode).toBe(400);
  });

  it("keeps a logo's proportions within 512 px, and forgets it on DELETE", async () => {
    const res = await upload(admin, "logo", "image", "image/png", await png(1024, 256));
    expect(res.statusCode).toBe(200);
    const logoUrl = (res.json() as AdminSiteResponse).settings.logoUrl!;
    expect(await sharp((await anonymous(t, "GET", logoUrl)).rawPayload).metadata()).toMatchObject({ width: 512, height: 128 });

    // Mails point at a PNG of it (every mail client shows PNG), loadable from any origin.
    const { logoUrl: mailLogo } = await mailSite(t.app.deps, "en");
    expect(mailLogo).toBe(`${t.config.appUrl}${logoUrl}?format=png`);
    const inMail = await anonymous(t, "GET", `${logoUrl}?format=png`);
    expect(inMail.statusCode).toBe(200);
    expect(inMail.headers["content-type"]).toBe("image/png");
    expect(inMail.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(await sharp(inMail.rawPayload).metadata()).toMatchObject({ format: "png", width: 512, height: 128, hasAlpha: true });
    expect((await anonymous(t, "GET", `${logoUrl}?format=gif`)).statusCode).toBe(400);
    // Everything else keeps same-origin.
    expect((await anonymous(t, "GET", "/api/health")).headers["cross-origin-resource-policy"]).toBe("same-origin");
    const gone = await admin.request("DELETE", "/api/admin/site/logo");
    expect((gone.json() as AdminSiteResponse).settings.logoUrl).toBeNull();
  });

  it("refuses what is not an image, a missing field, and non-admins", async () => {
    const fake = await upload(admin, "logo", "image", "image/png", Buffer.from("<svg onload=alert(1)>"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe("NOT_AN_IMAGE");
    expect((await upload(admin, "logo", "photo", "image/png", await png(10, 10))).statusCode).toBe(400);
    expect((await upload(member, "logo", "image", "image/png", await png(10, 10))).statusCode).toBe(403);
    expect((await anonymous(t, "POST", "/api/admin/site/icon")).statusCode).toBe(401);
    expect((await anonymous(t, "GET", "/api/site/images/nope.webp")).statusCode).toBe(404);
  });
});
