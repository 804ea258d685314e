import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fakeOggOpus, fakeWebm } from "../../test/chat-media";
import { opusPacketMs, voiceDurationMs } from "./voice-duration";

const PRE_SKIP = 312;
/** An Opus packet of one 20 ms CELT frame (TOC config 31, code 0), as recorders write them. */
const PACKET_20MS = Buffer.from([0xfc, 0xff, 0xfe]);

/** One Ogg page holding whole packets (each under 255 bytes). */
function oggPage(granule: bigint, sequence: number, packets: Buffer[], serial = 0x554c4641): Buffer {
  const head = Buffer.alloc(27);
  head.write("OggS", 0, "latin1");
  head.writeBigInt64LE(granule, 6);
  head.writeUInt32LE(serial, 14);
  head.writeUInt32LE(sequence, 18);
  head[26] = packets.length;
  return Buffer.concat([head, Buffer.from(packets.map((p) => p.length)), ...packets]);
}

function oggHeaders(): Buffer[] {
  const opusHead = Buffer.alloc(19);
  opusHead.write("OpusHead", 0, "latin1");
  opusHead[8] = 1;
  opusHead[9] = 1;
  opusHead.writeUInt16LE(PRE_SKIP, 10);
  opusHead.writeUInt32LE(48_000, 12);
  return [oggPage(0n, 0, [opusHead]), oggPage(0n, 1, [Buffer.concat([Buffer.from("OpusTags", "latin1"), Buffer.alloc(8)])])];
}

/** `minutes` of 20 ms packets, 250 a page; each page's granule is `granuleOf(page index, true samples so far)`. */
function longOgg(minutes: number, granuleOf: (page: number, samples: number) => bigint): Buffer {
  const pages = oggHeaders();
  const total = (minutes * 60_000) / 20;
  for (let sent = 0, page = 0; sent < total; page++) {
    const count = Math.min(250, total - sent);
    sent += count;
    pages.push(oggPage(granuleOf(page, PRE_SKIP + sent * 20 * 48), page + 2, Array.from({ length: count }, () => PACKET_20MS)));
  }
  return Buffer.concat(pages);
}

// EBML builders for WebM files laid out as MediaRecorder writes them.
const ebmlSize = (n: number) => Buffer.from([0x10, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const element = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const block = (time: number, packet = PACKET_20MS) => element([0xa3], Buffer.concat([Buffer.from([0x81, (time >> 8) & 0xff, time & 0xff, 0x80]), packet]));

/** A WebM whose clusters hold `blocks` 20 ms blocks each, stamped by `timeOf(cluster, block)`. */
function webm(clusters: number, blocks: number, timeOf: (cluster: number, i: number) => { cluster: number; block: number }): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm")));
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const parts = [header, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info];
  for (let c = 0; c < clusters; c++) {
    parts.push(Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, element([0xe7], Buffer.from([0, 0, 0, 0].map((_, k) => (timeOf(c, 0).cluster >>> (8 * (3 - k))) & 0xff))));
    for (let i = 0; i < blocks; i++) parts.push(block(timeOf(c, i).block));
  }
  return Buffer.concat(parts);
}

const HTML_TRAILER = Buffer.from("<html><body><script>alert(document.domain)</script></body></html>");

describe("voice note length", () => {
  it("reads a real recording's length", () => {
    const recorded = readFileSync(path.join(import.meta.dirname, "../../test/fixtures/chromium-voice-1500ms.webm"));
    expect(voiceDurationMs(recorded, "webm")).toBeGreaterThan(1300);
    expect(voiceDurationMs(recorded, "webm")).toBeLessThan(1700);
    expect(voiceDurationMs(fakeOggOpus(2000, 3200), "ogg")).toBe(3200);
    expect(voiceDurationMs(fakeWebm(2000, 3200), "webm")).toBe(3200);
  });

  it("knows how long an Opus packet plays from its TOC byte", () => {
    expect(opusPacketMs(Buffer.from([0xfc]))).toBe(20); // CELT 20 ms, one frame
    expect(opusPacketMs(Buffer.from([0x18 | 1]))).toBe(120); // SILK 60 ms, two frames
    expect(opusPacketMs(Buffer.from([0xf3, 0x03]))).toBe(30); // CELT 10 ms, three frames (code 3)
    expect(opusPacketMs(Buffer.from([0x1b, 0x03]))).toBeNull(); // 3 × 60 ms is longer than a packet may play
    expect(opusPacketMs(Buffer.alloc(0))).toBeNull();
  });

  it("measures an Ogg file by its packets and its highest page, not its last page's claim", () => {
    const fiveSeconds = BigInt(PRE_SKIP + 5000 * 48);
    // 20 minutes of frames, every page claiming at most 5 s.
    const lying = longOgg(20, (page, samples) => (BigInt(samples) < fiveSeconds ? BigInt(samples) : fiveSeconds));
    // (The packets' count less the pre-skip: within a frame of 20 minutes.)
    expect(voiceDurationMs(lying, "ogg")).toBeCloseTo(20 * 60_000, -2);
    // True positions on the way, the last page claiming 5 s: the highest position counts.
    const lastLies = longOgg(20, (page, samples) => (page === 239 ? fiveSeconds : BigInt(samples)));
    expect(voiceDurationMs(lastLies, "ogg")).toBeCloseTo(20 * 60_000, -2);
    // An honest file measures what it holds.
    expect(voiceDurationMs(longOgg(0.5, (_page, samples) => BigInt(samples)), "ogg")).toBe(30_000);
  });

  it("refuses an Ogg file with bytes after its last page, or a second stream", () => {
    const ogg = fakeOggOpus(2000, 3200);
    expect(voiceDurationMs(Buffer.concat([ogg, HTML_TRAILER]), "ogg")).toBeNull();
    expect(voiceDurationMs(Buffer.concat([ogg, Buffer.from("<p>")]), "ogg")).toBeNull();
    const [head, tags] = oggHeaders();
    const two = Buffer.concat([head, tags, oggPage(BigInt(PRE_SKIP + 48_000), 2, [PACKET_20MS]), oggPage(48_000n, 3, [PACKET_20MS], 7)]);
    expect(voiceDurationMs(two, "ogg")).toBeNull();
  });

  it("measures a WebM file by its packets too, and refuses anything after its last element", () => {
    // 20 minutes of 20 ms blocks (240 clusters of 250), every block stamped within the first 5 s.
    const lying = webm(240, 250, (_c, i) => ({ cluster: 0, block: Math.min(i * 20, 4980) }));
    expect(voiceDurationMs(lying, "webm")).toBe(20 * 60_000);
    const honest = webm(2, 50, (c, i) => ({ cluster: c * 1000, block: i * 20 }));
    expect(voiceDurationMs(honest, "webm")).toBe(1980);
    expect(voiceDurationMs(Buffer.concat([honest, HTML_TRAILER]), "webm")).toBeNull();
    expect(voiceDurationMs(Buffer.concat([fakeWebm(2000, 3200), HTML_TRAILER]), "webm")).toBeNull();
    // A block cut off at the end is not a whole recording either.
    expect(voiceDurationMs(honest.subarray(0, honest.length - 2), "webm")).toBeNull();
  });
});
