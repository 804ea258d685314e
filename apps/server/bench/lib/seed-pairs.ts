import type { FastifyInstance } from "fastify";
import { createSession } from "../../src/auth/session";
import { matches, users } from "../../src/db/schema";

/** Rows per insert statement. */
const INSERT_SLICE = 2_000;

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
  const members = Array.from({ length: pairs * 2 }, (_, i) => ({
    username: `bench_${stamp}_${i}`,
    name: `Bench ${i}`,
    email: `bench_${stamp}_${i}@example.test`,
    age: 30,
    gender: i % 2 === 0 ? ("female" as const) : ("male" as const),
    emailVerifiedAt: new Date(),
    photos: [`/photos/bench-${i}.webp`],
  }));
  // In slices: one statement binds at most 65,535 parameters (PostgreSQL's protocol), seven a member.
  const rows: { id: number }[] = [];
  for (let i = 0; i < members.length; i += INSERT_SLICE) rows.push(...(await db.insert(users).values(members.slice(i, i + INSERT_SLICE)).returning({ id: users.id })));
  const cookie = async (id: number) => `ulfa_session=${app.signCookie((await createSession(app.deps, id)).token)}`;
  const made = [];
  for (let i = 0; i < pairs; i += INSERT_SLICE) {
    const slice = Array.from({ length: Math.min(INSERT_SLICE, pairs - i) }, (_, k) => ({ userAId: rows[2 * (i + k)].id, userBId: rows[2 * (i + k) + 1].id }));
    made.push(...(await db.insert(matches).values(slice).returning()));
  }
  const seeded: SeededPair[] = [];
  for (const m of made) seeded.push({ a: m.userAId, b: m.userBId, matchId: m.id, cookieA: await cookie(m.userAId), cookieB: await cookie(m.userBId) });
  return seeded;
}
