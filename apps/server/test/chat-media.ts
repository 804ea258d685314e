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

/** The start of a WebM file as MediaRecorder writes it: EBML header naming DocType "webm", then data. */
export function fakeWebm(size = 2000): Buffer {
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from("webm")]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 7)]);
}

/** The start of an Ogg Opus file: an "OggS" page carrying "OpusHead". */
export function fakeOggOpus(size = 2000): Buffer {
  const header = Buffer.concat([Buffer.from("OggS"), Buffer.alloc(24, 0), Buffer.from("OpusHead")]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 3)]);
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
