import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { SAFETY_CLASSIFY_TIMEOUT_MS } from "@ulfa/contracts";
import { AppError } from "../platform/errors";
import { MODEL_INPUT_PX, type ClassifyResponse, type Prediction } from "./classifier-protocol";

/** What the nudity model says about one image. */
export interface ImageClassification {
  /** Probability (0..1) that the image is explicit: the model's Porn and Hentai classes together. */
  explicit: number;
  /** The most likely class. */
  label: Prediction["className"];
  predictions: Prediction[];
}

const EXPLICIT_CLASSES: ReadonlySet<Prediction["className"]> = new Set(["Porn", "Hentai"]);

/** The worker's script: dist/safety-worker.js in the built server (build.mjs), else the source beside this file. */
function workerScript(): URL {
  const built = new URL("./safety-worker.js", import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL("./classifier-worker.mjs", import.meta.url);
}

type Pending = { resolve: (p: Prediction[]) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/** One worker per process, started on the first image and kept; requests queue in its port. */
class ClassifierWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    const worker = new Worker(workerScript(), { workerData: { inputPx: MODEL_INPUT_PX } });
    // The worker must not keep a finished process (or a test run) alive.
    worker.unref();
    worker.on("message", (reply: ClassifyResponse) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.predictions);
    });
    const fail = (err: Error) => {
      // Everything waiting fails; the next image starts a fresh worker.
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.reject(err);
        this.pending.delete(id);
      }
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`classifier worker exited with code ${code}`)));
    return worker;
  }

  run(pixels: Uint8Array): Promise<Prediction[]> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error("classification timed out"));
      }, SAFETY_CLASSIFY_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

const shared = new ClassifierWorker();

/** The image as the model's input: upright (EXIF), stretched to the model's square, RGB bytes. */
async function modelInput(image: Buffer): Promise<Uint8Array> {
  try {
    const raw = await sharp(image, { failOn: "none" })
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
    predictions = await shared.run(pixels);
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
