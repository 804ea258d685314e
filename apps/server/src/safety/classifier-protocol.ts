/** What classifier.ts and classifier-worker.mjs agree on. */

/** The model's input: a square RGB image of this many pixels a side (nsfwjs MobileNetV2). */
export const MODEL_INPUT_PX = 224;

/** One class of the nsfwjs model and its probability, as the worker answers them. */
export interface Prediction {
  className: "Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy";
  probability: number;
}
