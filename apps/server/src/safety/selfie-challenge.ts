import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { SELFIE_CHALLENGE_TTL_MS, SELFIE_POSES, type SelfieChallenge, type SelfiePose } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { badRequest } from "../platform/errors";

/**
 * The random pose a selfie must show (a simple liveness step: a photo of a photo rarely has the
 * asked pose). Stateless: the token signs member, pose and expiry with the session secret, so any
 * instance can check it. Within its ten minutes a token can be answered again by the same member.
 */
export function issueChallenge(deps: Deps, userId: number): SelfieChallenge {
  if (!deps.config.safety.selfie) return { pose: null, token: null, expiresAt: null };
  const poses = deps.config.safety.selfiePoses;
  const pose = poses[randomInt(poses.length)];
  const expires = deps.clock.now().getTime() + SELFIE_CHALLENGE_TTL_MS;
  const body = `${userId}.${pose}.${expires}`;
  return { pose, token: `${body}.${sign(deps, body)}`, expiresAt: new Date(expires).toISOString() };
}

function sign(deps: Deps, body: string): string {
  return createHmac("sha256", deps.config.sessionSecret).update(`selfie-challenge:${body}`).digest("base64url");
}

const invalid = () => badRequest("This verification step has expired. Please take a new selfie.", "SELFIE_CHALLENGE_INVALID");

/** The pose a member's token asks for; 400 SELFIE_CHALLENGE_INVALID when forged, someone else's or expired. */
export function poseOf(deps: Deps, userId: number, token: string): SelfiePose {
  const parts = token.split(".");
  if (parts.length !== 4) throw invalid();
  const [user, pose, expires, signature] = parts;
  const expected = Buffer.from(sign(deps, `${user}.${pose}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (Number(user) !== userId || !(SELFIE_POSES as readonly string[]).includes(pose)) throw invalid();
  if (Number(expires) < deps.clock.now().getTime()) throw invalid();
  return pose as SelfiePose;
}
