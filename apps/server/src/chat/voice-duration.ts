/**
 * The length of a voice note, read from the file itself (never from the client's word), and never
 * shorter than the audio it holds: Ogg Opus from the highest granule position of any page (48 kHz
 * samples, less the pre-skip, RFC 7845 §4), WebM from the latest block timestamp (Chrome's
 * MediaRecorder writes no Duration element and clusters of unknown size, so the blocks are walked);
 * in both, the Opus packets are counted too (each one's TOC byte says how long it plays, RFC 6716
 * §3.1), so a file whose positions claim 5 s but whose packets play 20 minutes measures 20 minutes.
 * Null when the container cannot be read to the end, or holds anything after its last page or
 * element (an HTML trailer would be stored and served with the recording).
 */
export function voiceDurationMs(bytes: Buffer, container: "webm" | "ogg"): number | null {
  return container === "ogg" ? oggDurationMs(bytes) : webmDurationMs(bytes);
}

const OPUS_RATE_PER_MS = 48;
/** The longest an Opus packet plays (RFC 6716 §3.2.5): packets may run past the last position by this much. */
const OPUS_PACKET_MAX_MS = 120;

/** How long one Opus packet plays, from its TOC byte (and frame count byte for code 3); null when it is not one. */
export function opusPacketMs(packet: Buffer): number | null {
  if (packet.length === 0) return null;
  const toc = packet[0];
  const config = toc >> 3;
  const frameMs = config < 12 ? [10, 20, 40, 60][config % 4] : config < 16 ? [10, 20][config % 2] : [2.5, 5, 10, 20][config % 4];
  const code = toc & 3;
  if (code === 0) return frameMs;
  if (code !== 3) return 2 * frameMs;
  if (packet.length < 2) return null;
  const frames = packet[1] & 0x3f;
  if (frames === 0 || frames * frameMs > OPUS_PACKET_MAX_MS) return null;
  return frames * frameMs;
}

/** The measured length: the stated positions, unless the packets play longer than they can explain. */
const measured = (statedMs: number, packetsMs: number) => (packetsMs > statedMs + OPUS_PACKET_MAX_MS ? packetsMs : statedMs);

function oggDurationMs(bytes: Buffer): number | null {
  let offset = 0;
  let preSkip: number | null = null;
  let serial: number | null = null;
  let highest = -1n;
  /** Packets seen (the first two are the OpusHead and OpusTags headers), and the audio ones' playing time. */
  let packets = 0;
  let packetsMs = 0;
  let packet: Buffer[] = [];
  while (offset < bytes.length) {
    if (offset + 27 > bytes.length || bytes.toString("latin1", offset, offset + 4) !== "OggS") return null;
    const granule = bytes.readBigInt64LE(offset + 6);
    const pageSerial = bytes.readUInt32LE(offset + 14);
    // A voice note is one Opus stream: a second one would play beside it, unmeasured.
    if (serial !== null && pageSerial !== serial) return null;
    serial = pageSerial;
    const segments = bytes[offset + 26];
    const tableEnd = offset + 27 + segments;
    if (tableEnd > bytes.length) return null;
    let size = 0;
    for (let i = offset + 27; i < tableEnd; i++) size += bytes[i];
    if (tableEnd + size > bytes.length) return null;
    const body = bytes.subarray(tableEnd, tableEnd + size);
    if (preSkip === null) {
      // The first page is the identification header: "OpusHead", version, channels, pre-skip (LE).
      if (body.toString("latin1", 0, 8) !== "OpusHead" || body.length < 12) return null;
      preSkip = body.readUInt16LE(10);
    } else if (granule > highest) {
      highest = granule;
    }
    // Packets are laced: a segment of 255 bytes continues the packet (on the next page too).
    let at = 0;
    for (let i = offset + 27; i < tableEnd; i++) {
      packet.push(body.subarray(at, at + bytes[i]));
      at += bytes[i];
      if (bytes[i] === 255) continue;
      packets += 1;
      if (packets > 2) {
        const ms = opusPacketMs(Buffer.concat(packet));
        if (ms === null) return null;
        packetsMs += ms;
      }
      packet = [];
    }
    offset = tableEnd + size;
  }
  if (preSkip === null || highest < 0n) return null;
  const stated = Math.max(0, Number(highest - BigInt(preSkip)) / OPUS_RATE_PER_MS);
  return measured(stated, Math.max(0, packetsMs - preSkip / OPUS_RATE_PER_MS));
}

// EBML element ids (Matroska/WebM), with their length markers, as they appear in the file.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
/** Entered rather than skipped: the elements that hold what is read here. */
const CONTAINERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

/** A variable-length integer at `offset`: its value (marker kept for ids), its length, and whether it is "unknown". */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[offset + i];
    if (bytes[offset + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const readUint = (bytes: Buffer, start: number, size: number) => {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[start + i];
  return value;
};

/**
 * Every element id a WebM voice recording may hold (Matroska): the walk refuses any other, so bytes
 * that are not WebM (an HTML page appended to a recording) never pass as part of one.
 */
const KNOWN_IDS = new Set([
  0x1a45dfa3, // EBML header (skipped whole)
  SEGMENT,
  0x114d9b74, // SeekHead
  INFO,
  0x1654ae6b, // Tracks
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1254c367, // Tags
  0x1043a770, // Chapters
  0x1941a469, // Attachments
  0xec, // Void
  0xbf, // CRC-32
  TIMECODE_SCALE,
  DURATION,
  0x4d80, // MuxingApp
  0x5741, // WritingApp
  0x73a4, // SegmentUID
  0x4461, // DateUTC
  0x7ba9, // Title
  CLUSTER_TIMECODE,
  0xa7, // Position
  0xab, // PrevSize
  0x5854, // SilentTracks
  SIMPLE_BLOCK,
  BLOCK_GROUP,
  BLOCK,
  0x9b, // BlockDuration
  0xfb, // ReferenceBlock
  0xfa, // ReferencePriority
  0x75a2, // DiscardPadding
  0x75a1, // BlockAdditions
  0xa4, // CodecState
]);

/** Block flags: bits 1-2 say the block holds several laced frames (no recorder writes that for Opus). */
const LACING = 0x06;

function webmDurationMs(bytes: Buffer): number | null {
  let offset = 0;
  let scaleNs = 1_000_000;
  let declared = 0;
  let clusterTime: number | null = null;
  let latest: number | null = null;
  let packetsMs = 0;
  while (offset < bytes.length) {
    const id = vint(bytes, offset, true);
    if (!id || !KNOWN_IDS.has(id.value)) return null;
    const size = vint(bytes, offset + id.length, false);
    if (!size) return null;
    const start = offset + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      offset = start;
      continue;
    }
    // Only the containers above may have an unknown size; a cut-off element is not a whole recording.
    if (size.unknown || start + size.value > bytes.length) return null;
    if (id.value === TIMECODE_SCALE) scaleNs = readUint(bytes, start, size.value);
    else if (id.value === DURATION) declared = size.value === 4 ? bytes.readFloatBE(start) : size.value === 8 ? bytes.readDoubleBE(start) : 0;
    else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(bytes, start, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(bytes, start, false);
      if (!track || size.value < track.length + 3 || clusterTime === null) return null;
      const time = clusterTime + bytes.readInt16BE(start + track.length);
      if (latest === null || time > latest) latest = time;
      if (bytes[start + track.length + 2] & LACING) return null;
      const ms = opusPacketMs(bytes.subarray(start + track.length + 3, start + size.value));
      if (ms === null) return null;
      packetsMs += ms;
    }
    offset = start + size.value;
  }
  if (latest === null) return null;
  return measured((Math.max(latest, declared) * scaleNs) / 1_000_000, packetsMs);
}
