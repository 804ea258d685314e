import { DECK_LIMIT, SURPRISE_TOP_CANDIDATES, type CompatibilityAnalysis, type DeckItem, type Language, type SurpriseMatch } from "@ulfa/contracts";
import { eq } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest } from "../platform/errors";
import { scoreMatch, type MatchScore, describeScore, phraseExplanation } from "../matching";
import { questionFacts, questionMatch, sideOf } from "../questions";
import { matchFactsOf, presentPublicProfile } from "../users";
import type { Candidate } from "./repo";
import { keptCandidates } from "./kept-deck";
import { requireVisibleMember } from "../visibility";
import { hasSoftFilters, passesSoftFilters } from "./filters";
import { withEffectiveFilters } from "./premium-filters";
import { blurredNamesOf } from "../privacy";
import { deckExtras, type DeckExtras } from "./extras";
import { deckCard } from "./cards";

/** Smart ranking and the surprise match score this many nearest candidates, then keep the best. */
const SMART_POOL = DECK_LIMIT * 4;
/** With soft filters on, a deck reads this many times its size to rank those who miss them last. */
const SOFT_POOL_FACTOR = 2;

export interface DeckOptions {
  maxDistance?: number;
  globalMatching?: "true" | "false";
}

/** Worldwide when asked, when saved as the preference, or when the viewer has no location to measure from. */
const isGlobal = (viewer: UserRow, opts: DeckOptions) =>
  viewer.latitude === null || viewer.longitude === null || (opts.globalMatching ? opts.globalMatching === "true" : viewer.globalMatching);

/**
 * The `limit` candidates for `viewer`, strict filters applied in SQL. With soft filters on, a pool
 * SOFT_POOL_FACTOR times larger is read and those who miss a soft filter go after those who pass
 * (boosted members still first), so they show when the deck runs out of better fits.
 */
async function candidates(deps: Deps, viewer: UserRow, opts: DeckOptions, limit: number, excludeIds?: number[]): Promise<Candidate[]> {
  const filters = viewer.discoverFilters ?? {};
  const soft = hasSoftFilters(filters);
  // Held members and those waiting for approval are in no deck either (docs/trust-and-safety.md):
  // the statements leave them out (deck-statements.ts ELIGIBLE).
  const read = await keptCandidates(deps, viewer, {
    global: isGlobal(viewer, opts),
    maxDistanceKm: opts.maxDistance ?? viewer.maxDistance,
    limit: soft ? limit * SOFT_POOL_FACTOR : limit,
    now: deps.clock.now(),
    excludeIds: excludeIds ?? [],
    adminEmails: deps.config.adminEmails,
  });
  // A new member without a date of birth yet (age 0: docs/onboarding.md) is in no deck: the
  // statements leave them out (deck-statements.ts ELIGIBLE), so a page is never short for them.
  if (!soft) return read;
  const rank = (c: Candidate) => (c.boosted ? 0 : 1 + softMiss(viewer)(c));
  // Array.prototype.sort is stable: within a rank the deck keeps its closest-first order.
  return [...read].sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

/** 1 when the candidate misses one of the viewer's soft filters, else 0: misses go after fits in every ranking. */
const softMiss = (viewer: UserRow) => {
  const filters = viewer.discoverFilters ?? {};
  return hasSoftFilters(filters) ? (c: Candidate) => (passesSoftFilters(filters, c.row) ? 0 : 1) : () => 0;
};

async function present(deps: Deps, viewer: UserRow, list: Candidate[], scores?: Map<number, MatchScore>, known?: DeckExtras): Promise<DeckItem[]> {
  const ids = list.map((c) => c.row.id);
  const online = await deps.presence.onlineAmong(ids);
  const extras = known ?? extrasOf(deps, viewer, list);
  const blur = blurredNamesOf(deps.config);
  return list.map((c) => ({
    ...deckCard(c.row, viewer, online.has(c.row.id), blur),
    isBoosted: c.boosted,
    ...(scores ? { compatibilityScore: scores.get(c.row.id)!.overall } : {}),
    ...extras.of(c.row.id),
  }));
}

/** The cards' question match and trip, from the rows the deck read: no statement. */
const extrasOf = (deps: Deps, viewer: UserRow, list: Candidate[]): DeckExtras => deckExtras(viewer, list.map((c) => c.row), deps.clock.now());

/** The viewer as their deck reads them: filters locked to premium on this site left out (they stay saved). */
async function deckViewer(deps: Deps, member: UserRow): Promise<UserRow> {
  return withEffectiveFilters(member, await deps.site.settings(), deps.clock.now());
}

/** GET /api/discover: boosted first, then closest first. */
export async function deck(deps: Deps, member: UserRow, opts: DeckOptions): Promise<DeckItem[]> {
  const viewer = await deckViewer(deps, member);
  return present(deps, viewer, await candidates(deps, viewer, opts, DECK_LIMIT));
}

/** The engine's score, blended half and half with the question match percentage where there is one (docs/questions.md). */
function scoreAll(viewer: UserRow, list: Candidate[], extras: DeckExtras): Map<number, MatchScore> {
  return new Map(
    list.map((c) => {
      const score = scoreMatch(viewer, matchFactsOf(c.row));
      const percent = extras.of(c.row.id).matchPercent;
      return [c.row.id, percent === null ? score : { ...score, overall: Math.round((score.overall + percent) / 2) }];
    }),
  );
}

/** Best score first; ties by id so the order is stable. */
const byScore = (scores: Map<number, MatchScore>) => (a: Candidate, b: Candidate) =>
  scores.get(b.row.id)!.overall - scores.get(a.row.id)!.overall || a.row.id - b.row.id;

/** GET /api/discover/smart: the same candidates ranked by the matching engine (boosted still first, soft-filter misses last). */
export async function smartDeck(deps: Deps, member: UserRow, opts: DeckOptions): Promise<DeckItem[]> {
  const viewer = await deckViewer(deps, member);
  const pool = await candidates(deps, viewer, opts, SMART_POOL);
  const extras = extrasOf(deps, viewer, pool);
  const scores = scoreAll(viewer, pool, extras);
  const rank = byScore(scores);
  const miss = softMiss(viewer);
  const ranked = [...pool].sort((a, b) => Number(b.boosted) - Number(a.boosted) || miss(a) - miss(b) || rank(a, b)).slice(0, DECK_LIMIT);
  return present(deps, viewer, ranked, scores, extras);
}

/** Small deterministic hash so the surprise pick varies by member and day but not by reload. */
export function daySeed(userId: number, now: Date): number {
  const day = Math.floor(now.getTime() / 86_400_000);
  let h = (userId * 2654435761) ^ (day * 40503);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** GET /api/surprise-match: one of the top-scored unswiped candidates, seeded by day; `exclude` pages on. */
export async function surpriseMatch(deps: Deps, member: UserRow, excludeIds: number[], lang: Language = member.language): Promise<SurpriseMatch> {
  const viewer = await deckViewer(deps, member);
  const pool = await candidates(deps, viewer, {}, SMART_POOL, excludeIds);
  if (pool.length === 0) return { user: null };
  const scores = scoreAll(viewer, pool, extrasOf(deps, viewer, pool));
  const miss = softMiss(viewer);
  const top = [...pool].sort((a, b) => miss(a) - miss(b) || byScore(scores)(a, b)).slice(0, SURPRISE_TOP_CANDIDATES);
  const pick = top[daySeed(viewer.id, deps.clock.now()) % top.length];
  const score = scores.get(pick.row.id)!;
  const profile = presentPublicProfile(pick.row, viewer, { online: false, blur: blurredNamesOf(deps.config) });
  const text = describeScore(score, pick.row.name, lang);
  return {
    user: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      age: profile.age,
      distance: profile.distance,
      profilePhoto: profile.profilePhoto,
      photos: profile.photos,
      prompts: profile.prompts,
    },
    compatibilityScore: score.overall,
    aiReason: await phraseExplanation(deps, text.topReason, text.reasons, lang),
    matchStrengths: score.strengths.length ? score.strengths : ["Open to meeting you"],
  };
}

/** POST /api/analyze-compatibility: the engine's breakdown for an active, visible member. */
export async function analyze(deps: Deps, viewer: UserRow, targetUserId: number, lang: Language = viewer.language): Promise<CompatibilityAnalysis> {
  if (targetUserId === viewer.id) throw badRequest("You cannot analyze yourself", "SELF_TARGET");
  const target = await requireVisibleMember(deps, viewer, targetUserId, "profile");
  const score = scoreMatch(viewer, matchFactsOf(target));
  // Questions both answered add their own sentences, saying of the target only what they let be seen.
  const questions = questionMatch(sideOf(viewer), sideOf(target));
  // The big number blends the engine's score with the card's percentage; the sentence quotes that same number.
  const overallScore = questions.percent === null ? score.overall : Math.round((score.overall + questions.percent) / 2);
  const text = describeScore({ ...score, overall: overallScore }, target.name, lang);
  const said = questionFacts({ ...sideOf(viewer), gender: viewer.gender }, { ...sideOf(target), gender: target.gender }, questions.common, lang);
  text.reasons.unshift(...said.reasons);
  text.challenges.unshift(...said.challenges);
  return {
    overallScore,
    matchPercent: questions.percent,
    explanation: await phraseExplanation(deps, text.explanation, [...text.reasons, ...text.challenges], lang),
    personalityMatch: score.personality,
    interestsMatch: score.interests,
    lifestyleMatch: score.lifestyle,
    valuesMatch: score.values,
    communicationMatch: score.communication,
    ...(score.zodiac !== null ? { zodiacCompatibility: score.zodiac } : {}),
    compatibilityReasons: text.reasons,
    potentialChallenges: text.challenges,
  };
}
