/**
 * The length of a voice note, read from the file itself (never from the client's word): Ogg Opus from
 * its last page's granule position (48 kHz samples, less the pre-skip, RFC 7845 §4), WebM from the
 * latest block timestamp (Chrome's MediaRecorder writes no Duration element and clusters of unknown
 * size, so the blocks are walked). Null when the container cannot be read to the end of its audio.
 */
export function voiceDurationMs(bytes: Buffer, container: "webm" | "ogg"): number | null {
  return container === "ogg" ? oggDurationMs(bytes) : webmDurationMs(bytes);
}

const OPUS_RATE_PER_MS = 48;

function oggDurationMs(bytes: Buffer): number | null {
  let offset = 0;
  let preSkip: number | null = null;
  let last = -1n;
  while (offset + 27 <= bytes.length) {
    if (bytes.toString("latin1", offset, offset + 4) !== "OggS") return null;
    const granule = bytes.readBigInt64LE(offset + 6);
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
    } else if (granule >= 0n) {
      last = granule;
    }
    offset = tableEnd + size;
  }
  if (preSkip === null || last < 0n) return null;
  return Math.max(0, Number(last - BigInt(preSkip)) / OPUS_RATE_PER_MS);
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

function webmDurationMs(bytes: Buffer): number | null {
  let offset = 0;
  let scaleNs = 1_000_000;
  let declared = 0;
  let clusterTime: number | null = null;
  let latest: number | null = null;
  while (offset < bytes.length) {
    const id = vint(bytes, offset, true);
    if (!id) break;
    const size = vint(bytes, offset + id.length, false);
    if (!size) break;
    const start = offset + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      offset = start;
      continue;
    }
    // Only the containers above may have an unknown size; a cut-off element ends the walk.
    if (size.unknown || start + size.value > bytes.length) break;
    if (id.value === TIMECODE_SCALE) scaleNs = readUint(bytes, start, size.value);
    else if (id.value === DURATION) declared = size.value === 4 ? bytes.readFloatBE(start) : size.value === 8 ? bytes.readDoubleBE(start) : 0;
    else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(bytes, start, size.value);
    else if ((id.value === SIMPLE_BLOCK || id.value === BLOCK) && clusterTime !== null) {
      const track = vint(bytes, start, false);
      if (track && size.value >= track.length + 2) {
        const time = clusterTime + bytes.readInt16BE(start + track.length);
        if (latest === null || time > latest) latest = time;
      }
    }
    offset = start + size.value;
  }
  if (latest === null) return null;
  return (Math.max(latest, declared) * scaleNs) / 1_000_000;
}
