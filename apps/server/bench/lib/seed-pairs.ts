import type { FastifyInstance } from "fastify";
import { createSession } from "../../src/auth/session";
import { matches, users } from "../../src/db/schema";

export interface SeededPair {
  a: number;
  b: number;
  matchId: number;
  cookieA: string;
  cookieB: string;
}

/**
 * `pairs` matched pairs of verified members with sessions, through the app's own database and
 * cookie signer, so clients sign in without going through argon2.
 */
export async function seedPairs(app: FastifyInstance, pairs: number): Promise<SeededPair[]> {
  if (pairs <= 0) return [];
  const { db } = app.deps;
  const stamp = `${process.pid}_${Date.now().toString(36)}`;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: pairs * 2 }, (_, i) => ({
        username: `bench_${stamp}_${i}`,
        name: `Bench ${i}`,
        email: `bench_${stamp}_${i}@example.test`,
        age: 30,
        gender: i % 2 === 0 ? ("female" as const) : ("male" as const),
        emailVerifiedAt: new Date(),
        photos: [`/photos/bench-${i}.webp`],
      })),
    )
    .returning({ id: users.id });
  const cookie = async (id: number) => `ulfa_session=${app.signCookie((await createSession(app.deps, id)).token)}`;
  const made = await db
    .insert(matches)
    .values(Array.from({ length: pairs }, (_, i) => ({ userAId: rows[2 * i].id, userBId: rows[2 * i + 1].id })))
    .returning();
  const seeded: SeededPair[] = [];
  for (const m of made) seeded.push({ a: m.userAId, b: m.userBId, matchId: m.id, cookieA: await cookie(m.userAId), cookieB: await cookie(m.userBId) });
  return seeded;
}
