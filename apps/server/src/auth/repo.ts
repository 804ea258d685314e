import { and, eq, gt, gte, isNull, or, sql } from "drizzle-orm";
import { emailTokens, users, type NewUserRow, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { withOnboardingMark } from "../onboarding";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export async function findUserByEmail(deps: Deps, email: string): Promise<UserRow | null> {
  const [row] = await deps.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(deps: Deps, id: number): Promise<UserRow | null> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Usernames are unique case-insensitively (users_username_unique is on lower(username)). */
export async function usernameTaken(deps: Deps, username: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The account linked to a provider identity. A subject is unique only within its issuer. Accounts
 * linked before the issuer was stored (oidc_issuer null) were linked through the one configured
 * issuer, so they match on the subject alone; the caller records the issuer on them.
 */
export async function findUserByOidcIdentity(deps: Deps, issuer: string, subject: string): Promise<UserRow | null> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.oidcSubject, subject), or(eq(users.oidcIssuer, issuer), isNull(users.oidcIssuer))))
    .orderBy(sql`${users.oidcIssuer} is null`)
    .limit(1);
  return row ?? null;
}

export async function insertUser(deps: Deps, values: NewUserRow): Promise<UserRow> {
  const [row] = await deps.db.insert(users).values(withOnboardingMark(values)).returning();
  return row;
}

export async function updateUserRow(deps: Deps, id: number, patch: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await deps.db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

export async function insertEmailToken(
  deps: Deps,
  values: { userId: number; purpose: EmailTokenPurpose; codeHash: string | null; tokenHash: string; newEmail?: string; expiresAt: Date },
): Promise<void> {
  await deps.db.insert(emailTokens).values({ ...values, createdAt: deps.clock.now() });
}

/** Makes every unused token of one purpose unusable (a new code replaces the old ones). */
export async function invalidateEmailTokens(deps: Deps, userId: number, purpose: EmailTokenPurpose): Promise<void> {
  await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

const live = (deps: Deps) => and(isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, deps.clock.now()));

export async function findLiveTokenByHash(deps: Deps, tokenHash: string): Promise<EmailTokenRow | null> {
  const [row] = await deps.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), live(deps)))
    .limit(1);
  return row ?? null;
}

export async function findLiveTokenByCode(
  deps: Deps,
  userId: number,
  purpose: EmailTokenPurpose,
  codeHash: string,
): Promise<EmailTokenRow | null> {
  const [row] = await deps.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), eq(emailTokens.codeHash, codeHash), live(deps)))
    .limit(1);
  return row ?? null;
}

/**
 * Counts a wrong code against the member's live codes of `purpose`; a code that reaches
 * `maxAttempts` wrong tries is void, so a 6-character code cannot be guessed by brute force.
 */
export async function recordWrongCode(deps: Deps, userId: number, purpose: EmailTokenPurpose, maxAttempts: number): Promise<void> {
  const mine = and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), live(deps));
  await deps.db.update(emailTokens).set({ attempts: sql`${emailTokens.attempts} + 1` }).where(mine);
  await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(mine, gte(emailTokens.attempts, maxAttempts)));
}

/**
 * Marks a token used, only if it still is unused: returns false when a concurrent request won the
 * race, so a code or link can never be spent twice.
 */
export async function consumeToken(deps: Deps, id: number): Promise<boolean> {
  const rows = await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** Postgres unique violation (code 23505) on `constraint`, as thrown by pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}
