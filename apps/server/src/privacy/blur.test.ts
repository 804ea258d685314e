import { afterAll, describe, expect, it } from "vitest";
import { blurImage } from "../platform/blur";
import { detectFaces, stopFaceWorker } from "../safety/faces";
import { faceA, faceB, twoFaces } from "../../test/face-images";

const MODEL_TIMEOUT = 120_000;

/** The blurred copy others see of a private member's photo hides the face from the face model itself. */
describe("blurred copies of private photos", () => {
  afterAll(() => stopFaceWorker());

  it(
    "the face model finds the faces in the photos and none in their blurred copies",
    async () => {
      for (const face of [faceA, faceB, twoFaces]) {
        const photo = await face().jpeg().toBuffer();
        expect((await detectFaces(photo)).length).toBeGreaterThan(0);
        expect(await detectFaces(await blurImage(photo))).toEqual([]);
      }
    },
    MODEL_TIMEOUT,
  );
});
