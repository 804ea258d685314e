import { and, count, eq, gt, gte, sql } from "drizzle-orm";
import {
  FREE_DAILY_SUPER_LIKES,
  FREE_DAILY_SWIPES,
  PREMIUM_DAILY_SUPER_LIKES,
  PREMIUM_MONTHLY_BOOSTS,
  SWIPE_WINDOW_MS,
  type Credits,
  type SiteRules,
  type SwipeStatus,
} from "@ulfa/contracts";
import { boostActivations, swipes, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { isPremium } from "../users";

/** The database or an open transaction. */
export type Queryable = Pick<Db, "select" | "insert" | "update" | "delete">;

/** Swipes and super likes made in the rolling window that ends now. */
export async function recentSwipeCounts(db: Queryable, userId: number, now: Date): Promise<{ swipes: number; superLikes: number }> {
  const since = new Date(now.getTime() - SWIPE_WINDOW_MS);
  const [row] = await db
    .select({ swipes: count(), superLikes: sql<number>`count(*) filter (where ${swipes.isSuperLike})` })
    .from(swipes)
    .where(and(eq(swipes.fromUserId, userId), gt(swipes.createdAt, since)));
  return { swipes: Number(row?.swipes ?? 0), superLikes: Number(row?.superLikes ?? 0) };
}

/** The daily allowances the operator set (site settings, rules); today's constants when none are given. */
export type QuotaRules = Pick<SiteRules, "dailyLikes" | "freeSuperLikesPerDay" | "premiumSuperLikesPerDay">;
export const DEFAULT_QUOTA: QuotaRules = { dailyLikes: FREE_DAILY_SWIPES, freeSuperLikesPerDay: FREE_DAILY_SUPER_LIKES, premiumSuperLikesPerDay: PREMIUM_DAILY_SUPER_LIKES };

export const dailySuperLikeAllowance = (user: UserRow, now: Date, rules: QuotaRules = DEFAULT_QUOTA) =>
  isPremium(user, now) ? rules.premiumSuperLikesPerDay : rules.freeSuperLikesPerDay;

/** First instant of the calendar month (UTC) that contains `now`. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Premium members' free boosts of this calendar month not yet used. */
export async function monthlyBoostsLeft(db: Queryable, user: UserRow, now: Date): Promise<number> {
  if (!isPremium(user, now)) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(boostActivations)
    .where(and(eq(boostActivations.userId, user.id), eq(boostActivations.source, "premium_monthly"), gte(boostActivations.createdAt, monthStart(now))));
  return Math.max(0, PREMIUM_MONTHLY_BOOSTS - Number(row?.n ?? 0));
}

/**
 * Super likes and boosts: the one definition every screen shows (premium tab, discover counters,
 * profile tile), through /api/premium/status and /api/swipe-status. Spending follows the same order:
 * what the plan includes first (likes/service.ts, discover/boost.ts), then the bought balance.
 */
export async function creditsOf(db: Queryable, user: UserRow, now: Date, recent?: { superLikes: number }, rules: QuotaRules = DEFAULT_QUOTA): Promise<Credits> {
  const superLikesUsed = (recent ?? (await recentSwipeCounts(db, user.id, now))).superLikes;
  const dailyLeft = Math.max(0, dailySuperLikeAllowance(user, now, rules) - superLikesUsed);
  const monthlyLeft = await monthlyBoostsLeft(db, user, now);
  return {
    superLikes: { bought: user.superLikes, includedLeft: dailyLeft, usable: user.superLikes + dailyLeft },
    boosts: { bought: user.boosts, includedLeft: monthlyLeft, usable: user.boosts + monthlyLeft },
  };
}

export async function swipeStatus(db: Db, user: UserRow, now: Date, rules: QuotaRules = DEFAULT_QUOTA): Promise<SwipeStatus> {
  const premium = isPremium(user, now);
  const recent = await recentSwipeCounts(db, user.id, now);
  const remaining = premium ? -1 : Math.max(0, rules.dailyLikes - recent.swipes);
  const credits = await creditsOf(db, user, now, recent, rules);
  return {
    canSwipe: premium || remaining > 0,
    unlimited: premium,
    swipesRemaining: remaining,
    superLikesRemainingToday: credits.superLikes.includedLeft,
    superLikes: user.superLikes,
    boosts: user.boosts,
    monthlyBoostAvailable: credits.boosts.includedLeft > 0,
    credits,
    boostedUntil: user.boostedUntil && user.boostedUntil > now ? user.boostedUntil.toISOString() : null,
  };
}
