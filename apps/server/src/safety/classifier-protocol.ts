/** Messages between classifier.ts and classifier-worker.ts. */

/** The model's input: a square RGB image of this many pixels a side (nsfwjs MobileNetV2). */
export const MODEL_INPUT_PX = 224;

export interface ClassifyRequest {
  id: number;
  /** MODEL_INPUT_PX x MODEL_INPUT_PX x 3 bytes, RGB, row by row. */
  pixels: Uint8Array;
}

export interface Prediction {
  className: "Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy";
  probability: number;
}

export type ClassifyResponse = { id: number; predictions: Prediction[] } | { id: number; error: string };
