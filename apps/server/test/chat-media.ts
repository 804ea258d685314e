import sharp from "sharp";

/** Fakes for chat media tests: a JPEG with camera and GPS metadata, Opus containers, multipart bodies. */

export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: "SpyCam", Model: "Tracker 3000" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      },
    })
    .toBuffer();
}

/** An EBML element size written on 8 bytes (marker 0x01, then the size big-endian). */
const ebmlSize = (n: number) => {
  const out = Buffer.alloc(8);
  out.writeUIntBE(n, 2, 6);
  out[0] = 0x01;
  return out;
};
const element = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
/** Chrome's MediaRecorder writes the segment and clusters with an "unknown" size. */
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const simpleBlock = () => element([0xa3], Buffer.from([0x81, 0x00, 0x00, 0x80, 0xfc, 0xff, 0xfe]));

/**
 * A WebM file laid out as MediaRecorder writes it (EBML header naming DocType "webm", a segment and
 * clusters of unknown size, no Duration element) whose last audio block starts at `durationMs`,
 * padded with a Void element to `size` bytes.
 */
export function fakeWebm(size = 2000, durationMs = 3200): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm")));
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const cluster = (timecode: number) =>
    Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, element([0xe7], Buffer.from([(timecode >> 16) & 0xff, (timecode >> 8) & 0xff, timecode & 0xff])), simpleBlock()]);
  const body = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, cluster(0), cluster(durationMs)]);
  const used = header.length + body.length;
  const padding = size - used - 9 > 0 ? element([0xec], Buffer.alloc(size - used - 9, 7)) : Buffer.alloc(0);
  return Buffer.concat([header, body, padding]);
}

const PRE_SKIP = 312;
const oggPage = (granule: bigint, sequence: number, body: Buffer, type = 0) => {
  const segments = Math.floor(body.length / 255) + 1;
  const table = Buffer.alloc(segments, 255);
  table[segments - 1] = body.length % 255;
  const head = Buffer.alloc(27);
  head.write("OggS", 0, "latin1");
  head[5] = type;
  head.writeBigInt64LE(granule, 6);
  head.writeUInt32LE(0x554c4641, 14);
  head.writeUInt32LE(sequence, 18);
  head[26] = segments;
  return Buffer.concat([head, table, body]);
};

/** An Ogg Opus file: OpusHead and OpusTags pages, then one audio page whose granule ends at `durationMs`, about `size` bytes. */
export function fakeOggOpus(size = 2000, durationMs = 3200): Buffer {
  const opusHead = Buffer.alloc(19);
  opusHead.write("OpusHead", 0, "latin1");
  opusHead[8] = 1;
  opusHead[9] = 1;
  opusHead.writeUInt16LE(PRE_SKIP, 10);
  opusHead.writeUInt32LE(48_000, 12);
  const first = oggPage(0n, 0, opusHead, 2);
  const tags = oggPage(0n, 1, Buffer.concat([Buffer.from("OpusTags", "latin1"), Buffer.alloc(8)]));
  const audioBytes = Math.min(254 * 255, Math.max(1, size - first.length - tags.length - 27 - Math.ceil(size / 255)));
  return Buffer.concat([first, tags, oggPage(BigInt(PRE_SKIP + durationMs * 48), 2, Buffer.alloc(audioBytes, 3), 4)]);
}

/** A multipart body: text fields first, then one file. */
export function multipartBody(fields: Record<string, string>, file: { field: string; filename: string; mime: string; bytes: Buffer }) {
  const boundary = "----ulfachatboundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.mime}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
