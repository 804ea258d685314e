import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES } from "@ulfa/contracts";
import { fetchRemoteImage } from "./fetch-remote";

/** A local image server; only reachable because the test widens the address check explicitly. */
describe("fetchRemoteImage", () => {
  let server: http.Server;
  let base: string;
  let jpeg: Buffer;
  const allowLoopback = { isAllowedAddress: (address: string) => address === "127.0.0.1" || address === "::1" };

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    server = http.createServer((req, res) => {
      if (req.url === "/a.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      if (req.url === "/moved") return res.writeHead(302, { location: "/a.jpg" }).end();
      if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
      if (req.url === "/huge") {
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(1024 * 1024, 7);
        for (let i = 0; i < 6; i += 1) res.write(chunk);
        return res.end();
      }
      return res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("downloads an image and follows a redirect", async () => {
    expect((await fetchRemoteImage(`${base}/a.jpg`, allowLoopback)).equals(jpeg)).toBe(true);
    expect((await fetchRemoteImage(`${base}/moved`, allowLoopback)).equals(jpeg)).toBe(true);
  });

  it("gives up on errors, redirect loops and bodies over the size limit", async () => {
    await expect(fetchRemoteImage(`${base}/missing`, allowLoopback)).rejects.toMatchObject({ status: 400 });
    await expect(fetchRemoteImage(`${base}/loop`, allowLoopback)).rejects.toMatchObject({ status: 400 });
    await expect(fetchRemoteImage(`${base}/huge`, allowLoopback)).rejects.toMatchObject({ status: 413, message: "Image must be less than 5MB" });
    expect(PHOTO_MAX_BYTES).toBeLessThan(6 * 1024 * 1024);
  });

  it("refuses the same server with the default (public addresses only) rule", async () => {
    await expect(fetchRemoteImage(`${base}/a.jpg`)).rejects.toMatchObject({ status: 400 });
    await expect(fetchRemoteImage("file:///etc/passwd")).rejects.toMatchObject({ status: 400 });
  });
});
