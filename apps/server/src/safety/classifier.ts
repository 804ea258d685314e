import sharp from "sharp";
import { IMAGE_MAX_INPUT_PIXELS, SAFETY_CLASSIFY_TIMEOUT_MS } from "@ulfa/contracts";
import { checkImageHeader } from "../platform/image-header";
import { AppError } from "../platform/errors";
import { MODEL_INPUT_PX, type Prediction } from "./classifier-protocol";
import { ModelWorker } from "./model-worker";

/** What the nudity model says about one image. */
export interface ImageClassification {
  /** Probability (0..1) that the image is explicit: the model's Porn and Hentai classes together. */
  explicit: number;
  /** The most likely class. */
  label: Prediction["className"];
  predictions: Prediction[];
}

const EXPLICIT_CLASSES: ReadonlySet<Prediction["className"]> = new Set(["Porn", "Hentai"]);

const shared = new ModelWorker("safety-worker", "classifier-worker.mjs", SAFETY_CLASSIFY_TIMEOUT_MS, { inputPx: MODEL_INPUT_PX });

/** The image as the model's input: upright (EXIF), stretched to the model's square, RGB bytes. */
async function modelInput(image: Buffer): Promise<Uint8Array> {
  // The declared size first: a decompression bomb is refused (413) before the model's input is decoded.
  await checkImageHeader(image);
  try {
    const raw = await sharp(image, { failOn: "none", limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize(MODEL_INPUT_PX, MODEL_INPUT_PX, { fit: "fill" })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer();
    return new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength).slice();
  } catch {
    throw new AppError(400, "NOT_AN_IMAGE", "Please upload an image file");
  }
}

/**
 * Classifies an image (any format sharp reads) with the nudity model in the worker thread. For
 * profile photos now and chat photos later; the caller decides what a score means.
 */
export async function classifyImage(image: Buffer): Promise<ImageClassification> {
  const pixels = await modelInput(image);
  let predictions: Prediction[];
  try {
    predictions = (await shared.run<{ predictions: Prediction[] }>({ pixels }, [pixels.buffer as ArrayBuffer])).predictions;
  } catch {
    throw new AppError(503, "SERVICE_UNAVAILABLE", "Photo checks are unavailable right now. Please try again in a minute.");
  }
  const sorted = [...predictions].sort((a, b) => b.probability - a.probability);
  const explicit = sorted.filter((p) => EXPLICIT_CLASSES.has(p.className)).reduce((sum, p) => sum + p.probability, 0);
  return { explicit, label: sorted[0].className, predictions: sorted };
}

/** Ends the worker (app shutdown; tests). */
export function stopClassifier(): Promise<void> {
  return shared.stop();
}
