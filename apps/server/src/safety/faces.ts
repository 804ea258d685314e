import sharp, { type OutputInfo } from "sharp";
import { FACE_INPUT_MAX_PX, IMAGE_MAX_INPUT_PIXELS, SAFETY_CLASSIFY_TIMEOUT_MS } from "@ulfa/contracts";
import { checkImageHeader } from "../platform/image-header";
import { AppError } from "../platform/errors";
import { ModelWorker } from "./model-worker";

/** One face found in an image: how sure the detector is, its embedding and the head's angles (radians). */
export interface Face {
  score: number;
  embedding: number[];
  angle: { yaw: number; pitch: number; roll: number };
}

const shared = new ModelWorker("face-worker", "face-worker.mjs", SAFETY_CLASSIFY_TIMEOUT_MS);

const unavailable = () => new AppError(503, "SERVICE_UNAVAILABLE", "Automatic verification is unavailable right now. Please try again in a minute.");

/** The faces in an image (any format sharp reads), found in the worker thread. */
export async function detectFaces(image: Buffer): Promise<Face[]> {
  let raw: { data: Buffer; info: OutputInfo };
  // The declared size first: a decompression bomb is refused (413) before the face model's input is decoded.
  await checkImageHeader(image);
  try {
    raw = await sharp(image, { failOn: "none", limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize(FACE_INPUT_MAX_PX, FACE_INPUT_MAX_PX, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(400, "NOT_AN_IMAGE", "Please upload an image file");
  }
  const pixels = new Uint8Array(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength).slice();
  try {
    const reply = await shared.run<{ faces: Face[] }>({ op: "faces", pixels, width: raw.info.width, height: raw.info.height }, [pixels.buffer as ArrayBuffer]);
    return reply.faces;
  } catch {
    throw unavailable();
  }
}

/** How alike two faces are (0..1), by the face description model's own measure. */
export async function faceSimilarity(a: number[], b: number[]): Promise<number> {
  try {
    return (await shared.run<{ similarity: number }>({ op: "similarity", a, b })).similarity;
  } catch {
    throw unavailable();
  }
}

export function stopFaceWorker(): Promise<void> {
  return shared.stop();
}
