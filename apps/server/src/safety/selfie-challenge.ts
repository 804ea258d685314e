import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { lt } from "drizzle-orm";
import { SELFIE_CHALLENGE_TTL_MS, SELFIE_POSES, type SelfieChallenge, type SelfiePose } from "@ulfa/contracts";
import { usedSelfieChallenges } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest } from "../platform/errors";

/**
 * The random pose a selfie must show (a simple liveness step: a photo of a photo rarely has the
 * asked pose). The token signs member, pose, expiry and a random nonce with the session secret, so
 * any instance can check it; its nonce is recorded when it is answered, so it serves one attempt.
 */
export function issueChallenge(deps: Deps, userId: number): SelfieChallenge {
  if (!deps.config.safety.selfie) return { pose: null, token: null, expiresAt: null };
  const poses = deps.config.safety.selfiePoses;
  const pose = poses[randomInt(poses.length)];
  const expires = deps.clock.now().getTime() + SELFIE_CHALLENGE_TTL_MS;
  const body = `${userId}.${pose}.${expires}.${randomBytes(12).toString("base64url")}`;
  return { pose, token: `${body}.${sign(deps, body)}`, expiresAt: new Date(expires).toISOString() };
}

function sign(deps: Deps, body: string): string {
  return createHmac("sha256", deps.config.sessionSecret).update(`selfie-challenge:${body}`).digest("base64url");
}

const invalid = () => badRequest("This verification step has expired. Please take a new selfie.", "SELFIE_CHALLENGE_INVALID");

interface Challenge {
  pose: SelfiePose;
  nonce: string;
  expiresAt: Date;
}

/** The challenge a member's token carries; 400 SELFIE_CHALLENGE_INVALID when forged, someone else's or expired. */
export function readChallenge(deps: Deps, userId: number, token: string): Challenge {
  const parts = token.split(".");
  if (parts.length !== 5) throw invalid();
  const [user, pose, expires, nonce, signature] = parts;
  const expected = Buffer.from(sign(deps, `${user}.${pose}.${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (Number(user) !== userId || !(SELFIE_POSES as readonly string[]).includes(pose)) throw invalid();
  if (Number(expires) < deps.clock.now().getTime()) throw invalid();
  return { pose: pose as SelfiePose, nonce, expiresAt: new Date(Number(expires)) };
}

/**
 * Checks the token and uses it up: a second attempt with the same challenge is refused with 409
 * SELFIE_CHALLENGE_USED, whatever the first attempt's outcome (so a refused pose cannot be retried
 * with other pictures under one challenge). Expired records are pruned on the way.
 */
export async function consumeChallenge(deps: Deps, userId: number, token: string): Promise<SelfiePose> {
  const challenge = readChallenge(deps, userId, token);
  const now = deps.clock.now();
  await deps.db.delete(usedSelfieChallenges).where(lt(usedSelfieChallenges.expiresAt, now));
  const inserted = await deps.db
    .insert(usedSelfieChallenges)
    .values({ nonce: challenge.nonce, userId, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedSelfieChallenges.nonce });
  if (inserted.length === 0) throw new AppError(409, "SELFIE_CHALLENGE_USED", "This selfie step was already used. Please take a new selfie.");
  return challenge.pose;
}
