import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, PHOTO_VARIANT_WIDTHS, PHOTOS_MAX } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, TEST_ORIGIN, type TestApp } from "../../test/harness";
import { isPublicAddress, parseImageUrl } from "./fetch-remote";

/** A JPEG carrying camera EXIF and GPS tags, rotated by EXIF orientation 6 (90 degrees). */
async function jpegWithGps(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "SpyCam", Model: "Tracker 3000", Copyright: "secret-owner" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      },
    })
    .toBuffer();
}
const dataUrl = (bytes: Buffer, mime = "image/jpeg") => `data:${mime};base64,${bytes.toString("base64")}`;

function multipart(field: string, filename: string, mime: string, bytes: Buffer) {
  const boundary = "----ulfatestboundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe(`photos (${testDbKind})`, () => {
  let t: TestApp;
  let photoBytes: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    photoBytes = await jpegWithGps();
  });
  afterAll(() => t.close());

  const fileOf = (url: string) => path.join(t.dataDir, "photos", url.split("/").pop()!);

  it("stores a data URL re-encoded as a served JPEG with EXIF and GPS stripped, upright", async () => {
    const before = await sharp(photoBytes).metadata();
    expect(before.exif).toBeDefined();
    const member = await createMember(t);
    const res = await member.request("POST", "/api/photos", { photo: dataUrl(photoBytes) });
    expect(res.statusCode).toBe(200);
    const { photos } = res.json();
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/^\/api\/media\/photos\/[a-f0-9]{32}\.jpg$/);

    const served = await anonymous(t, "GET", photos[0]);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 was applied to the pixels: 40x20 became 20x40.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    const onDisk = await sharp(fileOf(photos[0])).metadata();
    expect(onDisk.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("SpyCam"))).toBe(false);

    const user = await member.request("GET", "/api/user");
    expect(user.json().photos).toEqual(photos);
  });

  it("accepts a multipart upload in field photo and bounds the size to 1600 px", async () => {
    const member = await createMember(t);
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#2980b9" } }).png().toBuffer();
    const { body, headers } = multipart("photo", "big.png", "image/png", big);
    const res = await member.request("POST", "/api/photos", body, headers);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(fileOf(res.json().photos[0])).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 800]);
  });

  it("rejects non-images, oversize images and empty bodies", async () => {
    const member = await createMember(t);
    const text = await member.request("POST", "/api/photos", { photo: "data:text/plain;base64,aGVsbG8=" });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Please upload an image file");

    const fake = await member.request("POST", "/api/photos", { photo: dataUrl(Buffer.from("not really a jpeg at all")) });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe("Please upload an image file");

    const mp = multipart("photo", "x.txt", "text/plain", Buffer.from("hello"));
    const mpRes = await member.request("POST", "/api/photos", mp.body, mp.headers);
    expect(mpRes.statusCode).toBe(400);
    expect(mpRes.json().message).toBe("Please upload an image file");

    const tooBig = Buffer.alloc(PHOTO_MAX_BYTES + 1024, 1);
    const big = await member.request("POST", "/api/photos", { photo: dataUrl(tooBig) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("Image must be less than 5MB");

    const bigMp = multipart("photo", "big.jpg", "image/jpeg", tooBig);
    const bigMpRes = await member.request("POST", "/api/photos", bigMp.body, bigMp.headers);
    expect(bigMpRes.statusCode).toBe(413);
    expect(bigMpRes.json().message).toBe("Image must be less than 5MB");

    const empty = await member.request("POST", "/api/photos", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "Please upload an image file", code: "VALIDATION_FAILED" });
    const wrongScheme = await member.request("POST", "/api/photos", { url: "ftp://example.com/a.jpg" });
    expect(wrongScheme.statusCode).toBe(400);
    expect((await member.request("GET", "/api/user")).json().photos).toEqual([]);
  });

  it("checks a JSON body against the entry's schema (400 VALIDATION_FAILED) and takes no other kind of body", async () => {
    const member = await createMember(t);
    for (const body of [{ photo: 5 }, { photo: "" }, { url: ["https://example.com/a.jpg"] }, { photo: "data:image/png;base64,\u0000" }, { note: "no photo" }]) {
      const res = await member.request("POST", "/api/photos", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe("VALIDATION_FAILED");
    }
    const plain = await member.request("POST", "/api/photos", "data:image/png;base64,aGVsbG8=", { "content-type": "text/plain" });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ message: "Send the body as multipart/form-data or application/json", code: "VALIDATION_FAILED" });
    // Checked before anything is stored, and a visitor is still refused, whatever the body.
    expect((await member.request("GET", "/api/user")).json().photos).toEqual([]);
    expect((await anonymous(t, "POST", "/api/photos", { photo: dataUrl(photoBytes) })).statusCode).toBe(401);
  });

  it("refuses URLs that point at loopback or private addresses (no server-side request forgery)", async () => {
    const member = await createMember(t);
    for (const url of ["http://127.0.0.1/a.jpg", "http://localhost:5000/x.jpg", "http://10.1.2.3/a.jpg", "http://[::1]/a.jpg", "http://169.254.169.254/latest/meta-data"]) {
      const res = await member.request("POST", "/api/photos", { photoUrl: url });
      expect(res.statusCode, url).toBe(400);
    }
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("192.168.1.1")).toBe(false);
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("fd00::1")).toBe(false);
    expect(parseImageUrl("https://example.com/a.jpg").hostname).toBe("example.com");
  });

  it(`allows at most ${PHOTOS_MAX} photos`, async () => {
    const member = await createMember(t);
    const small = dataUrl(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).jpeg().toBuffer());
    for (let i = 0; i < PHOTOS_MAX; i += 1) expect((await member.request("POST", "/api/photos", { photo: small })).statusCode).toBe(200);
    const tenth = await member.request("POST", "/api/photos", { photo: small });
    expect(tenth.statusCode).toBe(400);
    expect(tenth.json().message).toMatch(/at most 9 photos/);
    expect((await member.request("GET", "/api/user")).json().photos).toHaveLength(PHOTOS_MAX);
  });

  it("never goes over the limit when uploads race", async () => {
    const member = await createMember(t);
    const small = dataUrl(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#555" } }).jpeg().toBuffer());
    for (let i = 0; i < PHOTOS_MAX - 1; i += 1) await member.request("POST", "/api/photos", { photo: small });
    const filesBefore = readdirSync(path.join(t.dataDir, "photos")).length;
    const results = await Promise.all([1, 2, 3].map(() => member.request("POST", "/api/photos", { photo: small })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const { photos } = (await member.request("GET", "/api/user")).json();
    expect(photos).toHaveLength(PHOTOS_MAX);
    // Only the winner's file was kept (the others' deletions are queued jobs, media/deletions.ts).
    await t.app.deps.jobs.runDue();
    expect(readdirSync(path.join(t.dataDir, "photos")).length).toBe(filesBefore + 1);
    for (const url of photos) expect(existsSync(fileOf(url))).toBe(true);
  });

  it("deletes by index (and the file), reorders as a permutation only", async () => {
    const member = await createMember(t);
    const colours = ["#111111", "#222222", "#333333"];
    let photos: string[] = [];
    for (const background of colours) {
      const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background } }).jpeg().toBuffer();
      photos = (await member.request("POST", "/api/photos", { photo: dataUrl(bytes) })).json().photos;
    }
    expect(photos).toHaveLength(3);

    const reordered = [photos[2], photos[0], photos[1]];
    const put = await member.request("PUT", "/api/photos/order", { photos: reordered });
    expect(put.statusCode).toBe(200);
    expect(put.json().photos).toEqual(reordered);
    expect((await member.request("PUT", "/api/photos/order", { photos: [photos[0], photos[1]] })).statusCode).toBe(400);
    expect((await member.request("PUT", "/api/photos/order", { photos: [photos[0], photos[0], photos[1]] })).statusCode).toBe(400);
    expect((await member.request("PUT", "/api/photos/order", { photos: [...reordered.slice(0, 2), "/api/media/photos/evil.jpg"] })).statusCode).toBe(400);

    const del = await member.request("DELETE", "/api/photos/0");
    expect(del.statusCode).toBe(200);
    expect(del.json().photos).toEqual([photos[0], photos[1]]);
    await t.app.deps.jobs.runDue(); // file deletions are queued jobs (media/deletions.ts)
    expect(existsSync(fileOf(photos[2]))).toBe(false);
    expect((await anonymous(t, "GET", photos[2])).statusCode).toBe(404);
    expect(existsSync(fileOf(photos[0]))).toBe(true);

    expect((await member.request("DELETE", "/api/photos/5")).statusCode).toBe(404);
    expect((await member.request("DELETE", "/api/photos/-1")).statusCode).toBe(400);
    expect((await member.request("DELETE", "/api/photos/abc")).statusCode).toBe(400);
    expect((await member.request("GET", "/api/user")).json().photos).toEqual([photos[0], photos[1]]);
  });

  it("never lets one member change another's photos, and anonymous callers get 401", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#444" } }).jpeg().toBuffer();
    const bPhotos = (await b.request("POST", "/api/photos", { photo: dataUrl(bytes) })).json().photos;
    // A's calls only ever address A's own gallery.
    expect((await a.request("DELETE", "/api/photos/0")).statusCode).toBe(404);
    expect((await a.request("PUT", "/api/photos/order", { photos: bPhotos })).statusCode).toBe(400);
    expect((await b.request("GET", "/api/user")).json().photos).toEqual(bPhotos);
    expect(existsSync(fileOf(bPhotos[0]))).toBe(true);

    expect((await anonymous(t, "POST", "/api/photos", { photo: dataUrl(bytes) })).statusCode).toBe(401);
    expect((await anonymous(t, "DELETE", "/api/photos/0")).statusCode).toBe(401);
    expect((await anonymous(t, "PUT", "/api/photos/order", { photos: [] })).statusCode).toBe(401);
  });

  it("serves card-sized AVIF and WebP copies (?w=, ?f=), cached after the first request; the plain URL stays the JPEG", async () => {
    const member = await createMember(t);
    const big = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#8e44ad" } }).png().toBuffer();
    const url: string = (await member.request("POST", "/api/photos", { photo: dataUrl(big, "image/png") })).json().photos[0];
    const get = (query: string) => anonymous(t, "GET", `${url}${query}`);

    const avif = await get("?w=400&f=avif");
    expect(avif.statusCode).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(avif.headers["cache-control"]).toContain("immutable");
    // 400 rounds up to the next served width, so the cache holds a few copies per photo at most.
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 480, height: 640 });
    const webp = await get("?w=320&f=webp");
    expect([webp.headers["content-type"], (await sharp(webp.rawPayload).metadata()).width]).toEqual(["image/webp", 320]);
    expect(webp.rawPayload.length).toBeLessThan((await get("")).rawPayload.length);

    const cached = readdirSync(path.join(t.dataDir, "photos", "variants"));
    expect(cached).toEqual(expect.arrayContaining([expect.stringMatching(/-480\.avif$/), expect.stringMatching(/-320\.webp$/)]));
    expect((await get("?w=400&f=avif")).rawPayload.equals(avif.rawPayload)).toBe(true);

    const plain = await get("");
    expect([plain.headers["content-type"], (await sharp(plain.rawPayload).metadata()).format]).toEqual(["image/jpeg", "jpeg"]);
    expect((await get("?f=gif")).statusCode).toBe(400);
    expect((await get("?w=0")).statusCode).toBe(400);
    expect((await anonymous(t, "GET", "/api/media/photos/0123456789abcdef0123456789abcdef.jpg?w=320&f=avif")).statusCode).toBe(404);

    // An upload prepares the AVIF copies of every card width in the background.
    const stem = path.parse(url.split("/").pop()!).name;
    const copiesOf = (name: string) => readdirSync(path.join(t.dataDir, "photos", "variants")).filter((f) => f.startsWith(`${name}-`));
    await t.app.deps.imageJobs.runDue();
    expect(copiesOf(stem).filter((f) => f.endsWith(".avif")).sort()).toEqual(PHOTO_VARIANT_WIDTHS.map((w) => `${stem}-${w}.avif`).sort());

    // Deleting the photo deletes its copies too.
    expect((await member.request("DELETE", "/api/photos/0")).statusCode).toBe(200);
    await t.app.deps.jobs.runDue();
    expect(readdirSync(path.join(t.dataDir, "photos", "variants")).filter((f) => f.startsWith(stem))).toEqual([]);
    expect((await get("?w=320&f=webp")).statusCode).toBe(404);

    // A photo deleted while its copies are being made keeps none of them.
    const quick: string = (await member.request("POST", "/api/photos", { photo: dataUrl(big, "image/png") })).json().photos[0];
    expect((await member.request("DELETE", "/api/photos/0")).statusCode).toBe(200);
    // The copies and the deletion run on two queues. Deleting removes the original before it lists
    // the copies, so a copy job can see the original gone and stop while the deletion has yet to
    // remove a copy made earlier: only once both queues have finished is "no copies" the state.
    await t.app.deps.imageJobs.runDue();
    await t.app.deps.jobs.runDue();
    expect(copiesOf(path.parse(quick.split("/").pop()!).name)).toEqual([]);
  });

  it("serves only valid stored names (no path traversal) and an SVG placeholder", async () => {
    for (const name of ["..%2F..%2Fsession-secret", "nope.jpg", "%2e%2e%2fsession-secret", "0123456789abcdef0123456789abcdef.png"]) {
      expect((await anonymous(t, "GET", `/api/media/photos/${name}`)).statusCode, name).toBe(404);
    }
    const svg = await anonymous(t, "GET", "/api/placeholder/40/40");
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toContain("image/svg+xml");
    expect(svg.body).toContain('width="40"');
    expect((await anonymous(t, "GET", "/api/placeholder/0/40")).statusCode).toBe(400);
    expect((await anonymous(t, "GET", "/api/placeholder/99999/40")).statusCode).toBe(400);
  });

  it("stores the profile photo from PATCH /api/user as a file and deletes the replaced one", async () => {
    const member = await createMember(t);
    const first = await member.request("PATCH", "/api/user", { profilePhoto: dataUrl(photoBytes) });
    expect(first.statusCode).toBe(200);
    const url1 = first.json().profilePhoto;
    expect(url1).toMatch(/^\/api\/media\/photos\/[a-f0-9]{32}\.jpg$/);
    expect((await sharp(fileOf(url1)).metadata()).exif).toBeUndefined();

    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: "#00ff0080" } }).png().toBuffer();
    const second = await member.request("PATCH", "/api/user", { profilePhoto: dataUrl(png, "image/png") });
    const url2 = second.json().profilePhoto;
    expect(url2).not.toBe(url1);
    await t.app.deps.jobs.runDue();
    expect(existsSync(fileOf(url1))).toBe(false);
    expect(existsSync(fileOf(url2))).toBe(true);

    const bad = await member.request("PATCH", "/api/user", { profilePhoto: "data:application/pdf;base64,JVBERi0=" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please upload an image file");
    const foreign = await member.request("PATCH", "/api/user", { profilePhoto: "http://127.0.0.1:5000/x.jpg" });
    expect(foreign.statusCode).toBe(400);

    // Picking one of your own gallery photos copies it; someone else's media URL is refused.
    const gallery = (await member.request("POST", "/api/photos", { photo: dataUrl(photoBytes) })).json().photos;
    const fromGallery = await member.request("PATCH", "/api/user", { profilePhoto: gallery[0] });
    expect(fromGallery.statusCode).toBe(200);
    expect(fromGallery.json().profilePhoto).not.toBe(gallery[0]);
    await t.app.deps.jobs.runDue();
    expect(existsSync(fileOf(url2))).toBe(false);
    const other = await createMember(t);
    expect((await other.request("PATCH", "/api/user", { profilePhoto: gallery[0] })).statusCode).toBe(400);

    const cleared = await member.request("PATCH", "/api/user", { profilePhoto: null });
    expect(cleared.json().profilePhoto).toBeNull();
    await t.app.deps.jobs.runDue();
    expect(existsSync(fileOf(fromGallery.json().profilePhoto))).toBe(false);
    expect(existsSync(fileOf(gallery[0]))).toBe(true);
  });

  it("refuses cross-origin uploads", async () => {
    const member = await createMember(t);
    const res = await member.request("POST", "/api/photos", { photo: dataUrl(photoBytes) }, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(TEST_ORIGIN).not.toBe("https://evil.example");
  });
});
