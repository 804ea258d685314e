import { SELFIE_SAME_CAPTURE_SIMILARITY, SELFIE_TILT_MIN_RAD, SELFIE_TURN_MIN_RAD, type SelfiePose } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";
import { storedNameOf } from "../media";
import { detectFaces, faceSimilarity, type Face } from "./faces";
import { consumeChallenge } from "./selfie-challenge";

/** What the automatic check decided: approved or rejected at once, or pending for an admin (with its score). */
export interface SelfieVerdict {
  status: "approved" | "rejected" | "pending";
  /** Best face similarity with the member's photos (0..1); null when no comparison was possible. */
  confidence: number | null;
  note: string | null;
  /** Why it was rejected automatically, for the member's own language. */
  reason: "mismatch" | "notNewCapture" | null;
  /** The selfie's face (embedding) when exactly one was found: kept as the verified face once approved. */
  embedding: number[] | null;
}

export const SELFIE_MISMATCH_NOTE = "The face in your selfie doesn't match your profile photos.";
export const SELFIE_NOT_NEW_CAPTURE_NOTE = "This looks like one of your photos, not a new selfie. Please take a new picture with your camera.";

const retake = (code: "SELFIE_NO_FACE" | "SELFIE_MANY_FACES" | "SELFIE_POSE_MISMATCH", message: string) => new AppError(422, code, message);

function showsPose(face: Face, pose: SelfiePose): boolean {
  // Either way: a front camera's picture may or may not be mirrored.
  return pose === "tilt" ? Math.abs(face.angle.roll) >= SELFIE_TILT_MIN_RAD : Math.abs(face.angle.yaw) >= SELFIE_TURN_MIN_RAD;
}

/**
 * The best similarity between the selfie's face and any face in the member's own stored photos.
 * The photos' embeddings live only in this call (only an approved selfie's face is kept, in
 * verified_faces). Null when no photo shows a face.
 */
async function bestMatch(deps: Deps, user: Pick<UserRow, "profilePhoto" | "photos">, selfie: Face): Promise<number | null> {
  const names = [...new Set([user.profilePhoto, ...user.photos].map((url) => storedNameOf(url)).filter((n): n is string => n !== null))];
  const storage = deps.storage;
  let best: number | null = null;
  for (const name of names) {
    const bytes = await storage.read("photos", name);
    if (!bytes) continue;
    for (const face of await detectFaces(bytes)) {
      const similarity = await faceSimilarity(selfie.embedding, face.embedding);
      if (best === null || similarity > best) best = similarity;
    }
  }
  return best;
}

/**
 * Automatic selfie verification (SAFETY_SELFIE): exactly one face, the random pose of the member's
 * challenge, and its likeness to the faces in their photos. High similarity verifies at once, low
 * rejects with a reason, anything else (or no challenge answered, or no face in the photos) goes to
 * the admins' queue with the score. Problems the member can fix (no face, several, wrong pose) are
 * answered 422 so they retake the selfie. A selfie that is one of the member's own photos again is
 * rejected whatever its pose, and each challenge serves one attempt.
 */
export async function checkSelfie(
  deps: Deps,
  user: Pick<UserRow, "id" | "profilePhoto" | "photos">,
  selfie: Buffer,
  challengeToken: string | undefined,
): Promise<SelfieVerdict> {
  const settings = deps.config.safety;
  const undecided = { status: "pending", confidence: null, note: null, reason: null, embedding: null } as const;
  if (!settings.selfie) return undecided;
  const pose = challengeToken ? await consumeChallenge(deps, user.id, challengeToken) : null;
  const faces = await detectFaces(selfie);
  if (pose) {
    if (faces.length === 0) throw retake("SELFIE_NO_FACE", "We couldn't find a face in your selfie. Please face the camera in good light and try again.");
    if (faces.length > 1) throw retake("SELFIE_MANY_FACES", "Your selfie shows more than one face. Please take it alone.");
    if (!showsPose(faces[0], pose)) throw retake("SELFIE_POSE_MISMATCH", "Your selfie doesn't show the pose we asked for. Please follow the instruction and try again.");
  }
  if (faces.length !== 1) return undecided;
  const embedding = faces[0].embedding;
  const similarity = await bestMatch(deps, user, faces[0]);
  const scored = { confidence: similarity, embedding };
  // One of the member's own photos sent again (even turned to show the pose) is not a new capture.
  if (similarity !== null && similarity >= SELFIE_SAME_CAPTURE_SIMILARITY) {
    return { status: "rejected", ...scored, note: SELFIE_NOT_NEW_CAPTURE_NOTE, reason: "notNewCapture" };
  }
  // Without the liveness step nothing is decided automatically; an admin sees the score.
  if (similarity === null || !pose) return { status: "pending", ...scored, note: null, reason: null };
  if (similarity >= settings.selfieApprove) return { status: "approved", ...scored, note: null, reason: null };
  if (similarity < settings.selfieReject) return { status: "rejected", ...scored, note: SELFIE_MISMATCH_NOTE, reason: "mismatch" };
  return { status: "pending", ...scored, note: null, reason: null };
}
