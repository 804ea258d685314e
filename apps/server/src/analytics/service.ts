import {
  ANALYTICS_LIST_LIMIT,
  ANALYTICS_USERS_TABLE_LIMIT,
  LAST_ACTIVE_THROTTLE_MS,
  LIVE_VISITOR_WINDOW_MS,
  type LiveAnalytics,
  type VisitorAnalytics,
} from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { isPremium } from "../users";
import * as repo from "./repo";
import { countryOf, normalisePath, visitorHash } from "./visitor";

/** Members whose socket may still be open are looked for among those active this recently. */
const ONLINE_CANDIDATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const ONLINE_CANDIDATE_LIMIT = 1000;

export interface PageViewSource {
  path: string;
  ip: string;
  userAgent: string;
  user: UserRow | null;
}

/** Records one page view; signed-in members also get their lastActiveAt refreshed (throttled). */
export async function recordPageView(deps: Deps, source: PageViewSource): Promise<void> {
  const now = deps.clock.now();
  const member = source.user && !source.user.deactivatedAt && !source.user.suspendedAt ? source.user : null;
  await repo.insertPageView(deps.db, {
    visitorHash: await visitorHash(deps, source.ip, source.userAgent, now),
    userId: member?.id ?? null,
    path: normalisePath(source.path),
    country: await countryOf(source.ip),
    createdAt: now,
  });
  if (member) await repo.touchLastActive(deps.db, member.id, now, LAST_ACTIVE_THROTTLE_MS);
}

export async function visitorAnalytics(deps: Deps): Promise<VisitorAnalytics> {
  const now = deps.clock.now();
  const [views, topCountries, userCountries, topPages, totals, newest] = await Promise.all([
    repo.pageViewTotals(deps.db),
    repo.topViewCountries(deps.db, ANALYTICS_LIST_LIMIT),
    repo.topUserCountries(deps.db, ANALYTICS_LIST_LIMIT),
    repo.topPages(deps.db, ANALYTICS_LIST_LIMIT),
    repo.userTotals(deps.db, now),
    repo.newestUsers(deps.db, ANALYTICS_USERS_TABLE_LIMIT),
  ]);
  return {
    totalVisitors: views.total,
    uniqueVisitors: views.unique,
    topCountries,
    userCountries,
    topPages,
    registeredUsers: totals.registered,
    premiumUsers: totals.premium,
    registeredUsersList: newest.map((u) => ({
      id: u.id,
      email: u.email,
      country: u.country || null,
      isEmailVerified: u.emailVerifiedAt !== null,
      isPremium: isPremium(u, now),
    })),
  };
}

export async function liveAnalytics(deps: Deps): Promise<LiveAnalytics> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - LIVE_VISITOR_WINDOW_MS);
  const [activeVisitors, visitorCountries, candidates] = await Promise.all([
    repo.visitorsSince(deps.db, windowStart),
    repo.visitorCountriesSince(deps.db, windowStart, ANALYTICS_LIST_LIMIT),
    repo.usersActiveSince(deps.db, new Date(now.getTime() - ONLINE_CANDIDATE_WINDOW_MS), ONLINE_CANDIDATE_LIMIT),
  ]);
  const online = await deps.presence.onlineAmong(candidates.map((u) => u.id));
  // "Live users" are members online now (a live socket, the presence store), not recent requests;
  // the list beside it also shows who was active within the live window.
  const active = candidates.filter((u) => online.has(u.id) || (u.lastActiveAt !== null && u.lastActiveAt >= windowStart));
  return {
    activeVisitors,
    activeUsers: candidates.filter((u) => online.has(u.id)).length,
    recentUsers: active.slice(0, ANALYTICS_LIST_LIMIT).map((u) => ({
      username: u.username,
      country: u.country || null,
      lastActivity: (u.lastActiveAt ?? now).toISOString(),
    })),
    visitorCountries,
  };
}
