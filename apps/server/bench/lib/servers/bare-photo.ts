// Baseline for chat photos: node:http + ws + sharp, no database, no sign-in. POST /photo?from=&to=
// with the raw image as the body re-encodes it like Ulfa does (upright, at most 1600 px, JPEG),
// writes it to a temporary folder and pushes {type:"message"} to socket `to` (/ws?id=N); 201.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { serveBare } from "./bare-sockets";
import { CHAT_PHOTO_MAX_PX, PHOTO_STORED_JPEG_QUALITY } from "@ulfa/contracts";

const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-bare-photo-"));
let nextId = 1;
const sockets = serveBare(async (req, body, res) => {
  const query = new URL(req.url ?? "", "http://x").searchParams;
  const bytes = await sharp(body)
    .rotate()
    .resize({ width: CHAT_PHOTO_MAX_PX, height: CHAT_PHOTO_MAX_PX, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: PHOTO_STORED_JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  const name = `${randomBytes(16).toString("hex")}.jpg`;
  await writeFile(path.join(dir, name), bytes);
  const message = { id: nextId++, senderId: Number(query.get("from")), kind: "photo", tag: query.get("tag"), media: { url: `/media/${name}` } };
  sockets.get(Number(query.get("to")))?.send(JSON.stringify({ type: "message", message }));
  res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(message));
});
process.once("SIGTERM", () => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
