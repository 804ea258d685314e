import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, PublicSite } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { multipartBody } from "../../test/chat-media";
import { siteImageUrl } from "./images";
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

  it("serves the built-in heart as a PNG for mails of an install without a logo, in the band's text colour", async () => {
    expect((await t.app.deps.site.settings()).logoUrl).toBeNull();
    const { markUrl } = await mailSite(t.app.deps, "en");
    // The built-in brand colour takes white text, so the white heart.
    expect(markUrl).toBe(`${t.config.appUrl}/api/site/images/builtin-heart-white?format=png`);
    const heart = await anonymous(t, "GET", "/api/site/images/builtin-heart-white?format=png");
    expect(heart.statusCode).toBe(200);
    expect(heart.headers["content-type"]).toBe("image/png");
    expect(heart.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(await sharp(heart.rawPayload).metadata()).toMatchObject({ format: "png", width: 56, height: 56, hasAlpha: true });
    // Drawn white on a transparent canvas: the centre is opaque white, a corner is clear.
    const { data, info } = await sharp(heart.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels)];
    expect(at(28, 30)).toEqual([255, 255, 255, 255]);
    expect(at(0, 0)[3]).toBe(0);
    // Made once, then the same bytes; the black one is another image.
    expect((await anonymous(t, "GET", "/api/site/images/builtin-heart-white?format=png")).rawPayload.equals(heart.rawPayload)).toBe(true);
    const black = await anonymous(t, "GET", "/api/site/images/builtin-heart-black?format=png");
    expect(black.statusCode).toBe(200);
    expect(black.rawPayload.equals(heart.rawPayload)).toBe(false);
    // Only as a PNG, and no other built-in name.
    expect((await anonymous(t, "GET", "/api/site/images/builtin-heart-white")).statusCode).toBe(404);
    expect((await anonymous(t, "GET", "/api/site/images/builtin-heart-white?size=192")).statusCode).toBe(404);
    expect((await anonymous(t, "GET", "/api/site/images/builtin-heart-red?format=png")).statusCode).toBe(404);
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

  it("serves only the names the settings hold now: never a member's photo, in no size, nor a replaced logo", async () => {
    const owner = await createMember(t);
    const stranger = await createMember(t);
    const jpeg = await sharp({ create: { width: 64, height: 80, channels: 3, background: "#c86432" } }).jpeg().toBuffer();
    const added = await owner.request("POST", "/api/photos", { photo: `data:image/jpeg;base64,${jpeg.toString("base64")}` });
    expect(added.statusCode).toBe(200);
    expect((await owner.request("PATCH", "/api/user", { privacy: { photosPrivate: true } })).statusCode).toBe(200);
    const name = (added.json().photos[0] as string).split("/").pop()!;
    for (const query of ["", "?size=192", "?size=512"]) {
      expect((await anonymous(t, "GET", `${siteImageUrl(name)}${query}`)).statusCode).toBe(404);
      expect((await stranger.request("GET", `${siteImageUrl(name)}${query}`)).statusCode).toBe(404);
    }
    // The owner's own photo is not a site image either.
    expect((await owner.request("GET", siteImageUrl(name))).statusCode).toBe(404);

    const first = ((await upload(admin, "logo", "image", "image/png", await png(64, 64))).json() as AdminSiteResponse).settings.logoUrl!;
    expect((await anonymous(t, "GET", first)).statusCode).toBe(200);
    const second = ((await upload(admin, "logo", "image", "image/png", await png(80, 80))).json() as AdminSiteResponse).settings.logoUrl!;
    expect((await anonymous(t, "GET", second)).statusCode).toBe(200);
    expect((await anonymous(t, "GET", first)).statusCode).toBe(404);
    // The audit log names the images it swapped, by stored name.
    const [latest] = (await admin.request("GET", "/api/admin/audit")).json().entries as { action: string; detail: Record<string, unknown> }[];
    expect(latest).toMatchObject({ action: "site.logo", detail: { from: first.split("/").pop(), to: second.split("/").pop() } });
  });

  it("stores new images apart from members' photos, and still serves one an older install stored with them (moving it)", async () => {
    const storage = t.app.deps.storage;
    const icon = ((await upload(admin, "icon", "image", "image/png", await png(64, 64))).json() as AdminSiteResponse).settings.iconUrl!;
    const iconName = icon.split("/").pop()!;
    expect(await storage.exists("site", iconName)).toBe(true);
    expect(await storage.exists("photos", iconName)).toBe(false);

    const legacy = await storage.save("photos", await sharp(await png(32, 32)).webp().toBuffer(), "webp");
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    await t.app.deps.db.execute(sql`update site_settings set data = data || ${JSON.stringify({ logoUrl: siteImageUrl(legacy) })}::jsonb, version = ${version + 1}`);
    await t.app.deps.site.announce(version + 1);
    const served = await anonymous(t, "GET", siteImageUrl(legacy));
    expect(served.statusCode).toBe(200);
    expect(await storage.exists("site", legacy)).toBe(true);
  });
});
