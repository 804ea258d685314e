import { createRequire } from "node:module";
import path from "node:path";
import sharp, { type Sharp } from "sharp";

// Faces for the selfie tests come from pictures the @vladmandic/human package itself ships (its
// assets/ folder: screenshots of its demos), so nothing is downloaded and no one's photo is added here.
const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(path.dirname(require.resolve("@vladmandic/human"))), "assets");

/** The package author's face, facing the camera (from the face-ID demo's screenshot). */
export const faceA = () => sharp(path.join(assets, "screenshot-faceid.jpg")).extract({ left: 0, top: 120, width: 220, height: 200 });

/** Someone else, a small portrait from the samples sheet. */
export const faceB = () => sharp(path.join(assets, "samples.jpg")).extract({ left: 170, top: 0, width: 150, height: 150 });

/** Two faces in one picture (the face-match demo's corner). */
export const twoFaces = () => sharp(path.join(assets, "screenshot-facematch.jpg")).extract({ left: 0, top: 0, width: 180, height: 160 });

export async function jpegDataUrl(image: Sharp): Promise<string> {
  return `data:image/jpeg;base64,${(await image.jpeg().toBuffer()).toString("base64")}`;
}

/** The same face with the head tilted by `degrees` (what "tilt your head" asks for). */
export async function tilted(image: Sharp, degrees: number): Promise<Sharp> {
  return sharp(await image.rotate(degrees, { background: "#000" }).png().toBuffer());
}

/**
 * Stands in for a new camera capture of the same person: mirrored (as front cameras show it) and
 * tilted. The face model finds the same person (about 0.84 with faceA) but not the same picture
 * (1.0; faceA only tilted scores about 0.96), and someone else stays far (about 0.22 with faceB).
 */
export async function newCaptureOf(image: Sharp, degrees: number): Promise<Sharp> {
  return tilted(image.flop(), degrees);
}
