import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../../test/s3-server";
import { loadConfig } from "../config";
import { diskStorage } from "./disk";
import { s3Storage } from "./s3";
import { migrateMedia } from "./migrate";
import { variantName, type MediaStorage } from "./media-storage";

const NAME = /^[a-f0-9]{32}\.jpg$/;

/** The same contract for every backend: what features rely on. */
function contract(label: string, open: () => Promise<{ storage: MediaStorage; close(): Promise<void> }>) {
  describe(`media storage contract (${label})`, () => {
    let storage: MediaStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close());

    it("saves under a new random name, reads it back, deletes it", async () => {
      const bytes = Buffer.from("photo bytes");
      const name = await storage.save("photos", bytes, "jpg");
      expect(name).toMatch(NAME);
      expect(await storage.save("photos", bytes, "jpg")).not.toBe(name);
      expect(await storage.read("photos", name)).toEqual(bytes);
      expect(await storage.exists("photos", name)).toBe(true);
      await storage.delete("photos", name);
      expect(await storage.read("photos", name)).toBeNull();
      expect(await storage.exists("photos", name)).toBe(false);
      await storage.delete("photos", name); // deleting twice is fine
    });

    it("keeps kinds apart: a photo name is not a selfie", async () => {
      const name = await storage.save("verifications", Buffer.from("selfie"), "jpg");
      expect(await storage.read("photos", name)).toBeNull();
      expect(await storage.read("verifications", name)).toEqual(Buffer.from("selfie"));
    });

    it("puts under a given name (migration) and refuses names it would never create", async () => {
      const name = `${"a".repeat(32)}.webp`;
      await storage.put("photos", name, Buffer.from("moved"));
      expect(await storage.read("photos", name)).toEqual(Buffer.from("moved"));
      await expect(storage.put("photos", "../../etc/passwd", Buffer.from("x"))).rejects.toThrow();
      for (const bad of ["../secret.jpg", "x.jpg", `${"a".repeat(32)}.png`, ""]) {
        expect(await storage.read("photos", bad)).toBeNull();
        expect(await storage.exists("photos", bad)).toBe(false);
      }
    });

    it("keeps resized copies beside a photo and deletes them with it", async () => {
      const photo = await storage.save("photos", Buffer.from("original"), "jpg");
      const small = variantName(photo, 320, "avif");
      const full = variantName(photo, undefined, "webp");
      expect(await storage.readVariant(small)).toBeNull();
      await storage.writeVariant(small, Buffer.from("small"));
      await storage.writeVariant(full, Buffer.from("full"));
      expect(await storage.readVariant(small)).toEqual(Buffer.from("small"));
      await storage.delete("photos", photo);
      expect(await storage.readVariant(small)).toBeNull();
      expect(await storage.readVariant(full)).toBeNull();
      expect(await storage.readVariant("../../etc/passwd")).toBeNull();
      await expect(storage.writeVariant("../x.avif", Buffer.from("x"))).rejects.toThrow();
    });

    it("lists stored files of a kind with when they were written, and resized copies apart (the orphan sweep)", async () => {
      const startedAt = Date.now() - 5000; // object stores keep whole seconds
      const photo = await storage.save("photos", Buffer.from("listed"), "jpg");
      const selfie = await storage.save("verifications", Buffer.from("listed selfie"), "jpg");
      await storage.writeVariant(variantName(photo, 320, "avif"), Buffer.from("copy"));
      const all = async (pages: AsyncIterable<{ name: string; writtenAt: Date }[]>) => {
        const found: { name: string; writtenAt: Date }[] = [];
        for await (const page of pages) found.push(...page);
        return found;
      };
      const photos = await all(storage.list("photos"));
      expect(photos.map((p) => p.name)).toContain(photo);
      expect(photos.map((p) => p.name)).not.toContain(selfie);
      expect(photos.every((p) => !p.name.includes("-"))).toBe(true); // no copies among the originals
      expect(photos.find((p) => p.name === photo)!.writtenAt.getTime()).toBeGreaterThan(startedAt);
      expect((await all(storage.list("verifications"))).map((p) => p.name)).toContain(selfie);
      expect((await all(storage.listVariants())).map((p) => p.name)).toContain(variantName(photo, 320, "avif"));
    });

    it("answers its health check", async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });
  });
}

contract("disk", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ulfa-disk-"));
  return { storage: diskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

contract("S3-compatible server", async () => {
  const s3 = await startTestS3();
  const config = loadConfig({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "ulfa-cfg-")), SESSION_SECRET: "x".repeat(32), ...s3.env });
  return { storage: s3Storage(config.s3!), close: () => s3.stop() };
});

describe("S3 storage that cannot be reached", () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  it("fails with 503 STORAGE_UNAVAILABLE, not a hang or a 500", async () => {
    const config = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: "x".repeat(32), ...s3.env });
    await s3.pause();
    const storage = s3Storage(config.s3!);
    await expect(storage.read("photos", `${"b".repeat(32)}.jpg`)).rejects.toMatchObject({ status: 503, code: "STORAGE_UNAVAILABLE" });
    await expect(storage.save("photos", Buffer.from("x"), "jpg")).rejects.toMatchObject({ status: 503 });
    await expect(storage.check()).rejects.toThrow();
  });

  it("is configured by S3_BUCKET; S3_ENDPOINT alone is a mistake", () => {
    expect(loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: "x".repeat(32) }).s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: "x".repeat(32), S3_ENDPOINT: "http://127.0.0.1:9" })).toThrow(/S3_BUCKET/);
  });
});

describe("media:migrate", () => {
  it("copies DATA_DIR's photos and selfies into the bucket once, under the same names", async () => {
    const s3 = await startTestS3();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "ulfa-migrate-"));
    try {
      const disk = diskStorage(dataDir);
      const photo = await disk.save("photos", Buffer.from("p"), "jpg");
      const selfie = await disk.save("verifications", Buffer.from("s"), "jpg");
      await writeFile(path.join(dataDir, "photos", "notes.txt"), "not media");
      const bucket = s3Storage(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(32), ...s3.env }).s3!);

      expect(await migrateMedia(dataDir, bucket)).toEqual({ copied: 2, skipped: 0, ignored: [path.join("photos", "notes.txt")] });
      expect(await bucket.read("photos", photo)).toEqual(Buffer.from("p"));
      expect(await bucket.read("verifications", selfie)).toEqual(Buffer.from("s"));
      expect(await migrateMedia(dataDir, bucket)).toMatchObject({ copied: 0, skipped: 2 });
    } finally {
      await s3.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
