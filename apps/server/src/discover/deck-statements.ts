import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { CHOICE_FILTER_FIELDS, CHOICE_FILTER_NAMES, MEMBER_FIELDS, memberFieldStorage, memberFieldsSelectSql, type ChoiceFilterName } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { ProfileFields } from "../users";
import { namedStatement } from "../platform/named-statement";
import { gendersFitOn, policyValues, wayText, type PolicyRefs } from "../visibility";
import { mandatoryFilterSql } from "../questions/deck-filter";
import { WITHHELD_FROM_DECKS_SQL } from "../trust";

/**
 * What a deck reads of each candidate: what the card shows (users/public-profile.ts) and what the
 * matching engine scores (smart deck, surprise match). Never e-mail, password hash, sign-in
 * identity, balances or settings: they stay in the database.
 */
export type DeckMember = ProfileFields & Pick<UserRow, "answers" | "travel" | "boostedUntil">;

/**
 * The DeckMember columns under their property names (the driver's rows are DeckMembers as they come):
 * the member's own (identity, place, photos, prompts), then every registry field (contracts/member-fields.ts),
 * then what the card's extras read (discover/extras.ts: answers for the question match, the trip),
 * so the page needs no second read by id, and when the boost ends (how long a kept deck's order
 * holds, discover/kept-deck.ts).
 */
const MEMBER_COLUMNS = `u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.prompts, ${memberFieldsSelectSql("u")},
  u.answers, u.travel, u.boosted_until as "boostedUntil"`;

/** Haversine from the viewer ($2 latitude, $3 longitude) to the member row `alias`, as location/geo.ts haversineKm; null without a location. */
const kmOf = (alias: string) => `(2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(${alias}.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(${alias}.latitude))
    * power(sin(radians(${alias}.longitude - $3::float8) / 2), 2)))))`;
const KM = kmOf("u");

/** The policy's parameters in every deck statement (see ELIGIBLE). */
const DECK_REFS: PolicyRefs = { viewer: "$1::int", now: "$8::timestamptz", staffEmails: "$7::text[]", openTo: "$4::text[]", wanted: "$5::text[]" };

/**
 * Who the viewer may be shown: the policy's card rule (visibility/policy.ts: present, awake, not
 * staff, not blocked either way, incognito only to those they liked, genders that fit), onboarded
 * (age 0: no date of birth yet, docs/onboarding.md; in the WHERE so a page is never short), not the
 * viewer, not excluded, not held or waiting for approval (trust's WITHHELD_FROM_DECKS_SQL, hashed
 * once per statement like the swipes: a round trip a deck less than reading it apart), not yet
 * swiped. The viewer's swipes and blocks are each read once into a
 * hash (`not in`: a hashed subplan; the columns are never null), and every row an index walk reads
 * is looked up there, so swiped members are skipped before any ranking, not after a sort. Written as
 * `not exists`, PostgreSQL made them joins, and a named statement's generic plan (planned for a
 * viewer with a handful of swipes) scanned a heavy swiper's whole swipe list for every row read
 * (50-90 ms); kept as per-row probes of swipes_pair_unique they cost three index pages a row (a heavy
 * swiper's walk read 1,050 rows: 16 ms, against 10-12 ms hashed).
 *
 * Parameters shared by every deck statement, so each has one text whatever the viewer (PostgreSQL
 * parses and plans it once per connection): $1 viewer id, $2 latitude, $3 longitude, $4 the
 * `interested_in` values open to the viewer's gender, $5 the genders the viewer wants, $6 ids to
 * leave out, $7 staff e-mails (lower case), $8 now.
 */
const notSwiped = (alias: string) => `${alias}.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)`;
/** ELIGIBLE but the swipes: the walk checks those on its index (walkStatement). */
const ELIGIBLE_BUT_SWIPES = `${wayText("card", DECK_REFS)}
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (${WITHHELD_FROM_DECKS_SQL})`;
const ELIGIBLE = `${ELIGIBLE_BUT_SWIPES}
    and ${notSwiped("u")}`;

const NOT_BOOSTED = `(u.boosted_until is null or u.boosted_until <= $8::timestamptz)`;

/**
 * One choice filter's condition on parameter `param`: the member's value (its registry column;
 * faith and any other sensitive field only while its owner shows it) is one of the chosen values,
 * or for a list (languages) holds at least one of them.
 */
function choiceCondition(name: ChoiceFilterName, param: string): string {
  const field = CHOICE_FILTER_FIELDS[name];
  const column = `u.${MEMBER_FIELDS[field].column}`;
  const value = "sensitive" in MEMBER_FIELDS[field] ? `case when u.show_faith then ${column} end` : column;
  return memberFieldStorage(field) === "list"
    ? `(${param}::text[] is null or ${value} ?| ${param}::text[])`
    : `(${param}::text[] is null or ${value} = any(${param}::text[]))`;
}

/** Where the choice filters' parameters start (after the age range, the height range and verifiedOnly). */
const FIRST_CHOICE_PARAM = 5;

/**
 * The viewer's strict filters (discover/filters.ts strictParams), the last FILTER_PARAMS
 * parameters of every deck statement from `$first` on. A filter that is off is a null parameter, so
 * one text serves every viewer; a filter that is on drops members whose value is outside or unknown
 * (a null column never compares true). The choice filters follow CHOICE_FILTER_NAMES, each from
 * its registry field (choiceCondition). The last is the viewer's mandatory answers to questions
 * (questions/deck-filter.ts).
 */
const filterText = (p: (i: number) => string) => {
  const choices = CHOICE_FILTER_NAMES.map((name, k) => choiceCondition(name, p(FIRST_CHOICE_PARAM + k)));
  return `(${p(0)}::int is null or u.age >= ${p(0)}::int) and (${p(1)}::int is null or u.age <= ${p(1)}::int)
    and (${p(2)}::int is null or u.height_cm >= ${p(2)}::int) and (${p(3)}::int is null or u.height_cm <= ${p(3)}::int)
    and (not ${p(4)}::bool or u.verification_status = 'approved')
    and ${choices.join("\n    and ")}
    and ${mandatoryFilterSql(p(FIRST_CHOICE_PARAM + choices.length))}`;
};
const filters = (first: number) => filterText((i) => `$${first + i}`);

/**
 * The same strict filters as a Drizzle condition on the member `id` (likes you): the
 * statements' text with each parameter bound by Drizzle, so the deck and the other lists share one
 * definition. `params` is strictParams(viewer).
 */
export function strictFiltersOn(id: SQL | AnyColumn, params: readonly unknown[]): SQL {
  const MARK = "\u0000";
  const parts = filterText((i) => `${MARK}${i}${MARK}`).split(MARK);
  // Even parts are statement text, odd parts a parameter's index; sql.param keeps an array one value.
  const clause = sql.join(parts.map((part, k) => (k % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part)]))));
  return sql`exists (select 1 from users u where u.id = ${id} and ${clause})`;
}
/** How many parameters `filters` takes. */
export const FILTER_PARAMS = FIRST_CHOICE_PARAM + CHOICE_FILTER_NAMES.length + 1;

const POSITION = `point(u.longitude, u.latitude)`;

/** A box in degrees: [minLng, minLat, maxLng, maxLat]. */
export type Box = [number, number, number, number];

const box = (first: number) => `box(point($${first}::float8, $${first + 1}::float8), point($${first + 2}::float8, $${first + 3}::float8))`;

/** A walk's row: id, great-circle km and `<->` degrees. */
export interface WalkRow {
  id: number;
  km: number;
  deg: number;
}

/** A deck row: the card's columns, its km (null without a location) and whether it is boosted. */
export interface DeckRow extends DeckMember {
  km: number | null;
  boosted?: boolean;
}

const N_POSITION = `point(n.longitude, n.latitude)`;

/**
 * What the walk decides on users_near_walk_idx alone (migration 0037: the index carries the id,
 * the place, the genders and the age): within $13 km, not swiped, genders that fit both ways
 * (visibility/policy.ts), onboarded, inside the age range ($15, $16: the first strict filters).
 * The index's own condition is repeated so PostgreSQL may use that partial index.
 */
const indexed = (km: string, ageFrom: number) => `n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and ${kmOf("n")} <= ${km}::float8
    and ${notSwiped("n")}
    and ${gendersFitOn("n", DECK_REFS)} and n.age > 0
    and ($${ageFrom}::int is null or n.age >= $${ageFrom}::int) and ($${ageFrom + 1}::int is null or n.age <= $${ageFrom + 1}::int)`;
const WALK_INDEXED = indexed("$13", 15);

/**
 * The nearest-first walk: inside the box $9-$12, in `<->` order (`deg`, degrees), eligible and not
 * boosted, within $13 km, passing the filters ($15 on); stops at $14 rows. Run on
 * Database.nearestDb. Ids and distances only: the card's columns are read by `pageStatement`.
 *
 * Two scans of users: `n` walks users_near_walk_idx index-only and drops there every row
 * WALK_INDEXED rules out, and `u` reads by primary key only the rows left, under the whole rule.
 * Every row a walk read used to be fetched from the table and checked, most of them to be dropped:
 * a heavy swiper's 1,000 swiped nearest members, nine in ten of a strict viewer's rows, three in
 * four of anyone's for the genders (bench data, 100k members: 6.1 -> 1.6 ms of PostgreSQL's time a
 * heavy swiper's walk, 4.6 -> 1.7 ms a strict viewer's, ordinary viewers' the same). A table page
 * autovacuum has not yet marked all-visible costs the index-only scan a visibility check there,
 * as much as the fetch it saves; the rows dropped still cost no checks of the rest of the rule.
 */
export const walkStatement = namedStatement<WalkRow>(
  "ulfa_deck_walk",
  `select u.id, ${kmOf("n")} as km, ${N_POSITION} <-> point($3::float8, $2::float8) as deg
  from users n join users u on u.id = n.id
  where ${N_POSITION} <@ ${box(9)} and ${WALK_INDEXED}
    and ${ELIGIBLE_BUT_SWIPES} and ${NOT_BOOSTED} and ${filters(15)}
  order by ${N_POSITION} <-> point($3::float8, $2::float8) limit $14::int`,
);

/** Where the page's filters start: after the boxes ($14-$29), and in pageStatement the boosted boxes ($30-$37). */
const WORLD_PAGE_FILTERS_FROM = 30;
const PAGE_FILTERS_FROM = 38;

/**
 * The ids inside one of the page's boxes ($first-$first+3) that users_near_walk_idx does not rule
 * out (index-only, as the walk: walkStatement); the page reads the rows left by primary key under
 * the whole rule, once for all the boxes. `filtersFrom`: where the statement's filters start.
 */
const stripIds = (first: number, filtersFrom: number) =>
  `select n.id from users n where ${N_POSITION} <@ ${box(first)} and ${indexed("$11", filtersFrom)}`;

/**
 * A whole deck page in one statement, after the walk (nearest.ts): boosted members `boostedWhere`
 * (pageStatement: within $10 km; worldPageStatement: anywhere), closest first; then the walk's
 * members $12 at $13 km and everyone eligible and not boosted inside the four boxes $14-$29 within
 * $11 km (null: none), closest first, ties by id; $9 rows in all. Both parts rank on ids and
 * distances only, and the card's columns (MEMBER_COLUMNS) are read by primary key for the $9 rows
 * kept, never for the rows a ranking reads and drops. The walk's rows are taken as the walk judged
 * them (walkStatement: the whole rule, moments before): reading and checking them again was a
 * third of the page's time for a strict viewer (96 rows checked for 50 kept). The boxes are the
 * strips around the square the walk has read (nearest.ts), or the one or two boxes of the whole
 * radius; one that holds nothing is NO_BOX. Each box is read like the walk (stripIds): a heavy
 * swiper's strips at 100k members held 2,500 rows, all but a hundred swiped or of genders that do
 * not fit, each read from the table and dropped. `union`, not `union all`, between the boxes: a
 * row on the edge of two counts once; one the walk gave already is left out of them.
 */
const pageText = (boostedWhere: string, filtersFrom: number) => `with boosted as (
    select u.id, ${KM} as km, true as boosted from users u
    where ${ELIGIBLE} and u.boosted_until > $8::timestamptz and ${boostedWhere}
      and ${filters(filtersFrom)}
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select w.id, w.km, false as boosted from unnest($12::int[], $13::float8[]) as w(id, km)
    union all
    select u.id, ${KM} as km, false as boosted
    from (${[14, 18, 22, 26].map((b) => stripIds(b, filtersFrom)).join(" union ")}) c
    join users u on u.id = c.id
    where u.id <> all($12::int[]) and ${ELIGIBLE} and ${NOT_BOOSTED} and ${KM} <= $11::float8 and ${filters(filtersFrom)}
    order by km asc, id limit $9::int
  ), picked as (
    select * from boosted union all select * from near
    order by boosted desc, km asc nulls last, id limit $9::int
  )
  select ${MEMBER_COLUMNS}, p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id`;

/**
 * The page of a deck within $10 km. Its boosted members are read on users_boosted_near_idx
 * (migration 0038: the boosted members' places) inside the one or two boxes $30-$37 that cover
 * the radius (nearest.ts boxesWithin), not every boosted member anywhere through users_boosted_idx:
 * 200 rows at 100k members, 600 at 300k, read and checked for every deck walked (bench data, 100k:
 * 0.36 of the page's 0.89 ms). Filters from $38.
 */
export const pageStatement = namedStatement<DeckRow>(
  "ulfa_deck_page",
  pageText(`(${POSITION} <@ ${box(30)} or ${POSITION} <@ ${box(34)}) and ${KM} <= $10::float8`, PAGE_FILTERS_FROM),
);

/** The page of a worldwide deck: boosted members anywhere, those without a location last ($10 unused, null). Filters from $30. */
export const worldPageStatement = namedStatement<DeckRow>("ulfa_deck_page_world", pageText(`$10::float8 is null`, WORLD_PAGE_FILTERS_FROM));

/** A box no stored location lies in (longitude and latitude of 1000 degrees): an unused box of pageStatement. */
export const NO_BOX: Box = [1000, 1000, 1000, 1000];

/** Not boosted, most recently active first (users_recent_idx); $9 rows at most; filters from $10. */
export const recentStatement = namedStatement<DeckRow>(
  "ulfa_deck_recent",
  `select ${MEMBER_COLUMNS}, ${KM} as km from users u
  where ${ELIGIBLE} and ${NOT_BOOSTED} and ${filters(10)}
  order by u.last_active_at desc nulls last, u.id desc limit $9::int`,
);

/** $1-$8 of every deck statement for `viewer` (see ELIGIBLE). */
export function viewerParams(
  viewer: Pick<UserRow, "id" | "latitude" | "longitude" | "gender" | "interestedIn">,
  opts: { now: Date; excludeIds: readonly number[]; adminEmails: ReadonlySet<string> },
): unknown[] {
  const policy = policyValues(viewer, opts.now, opts.adminEmails);
  return [viewer.id, viewer.latitude, viewer.longitude, policy.openTo, policy.wanted, [...opts.excludeIds], policy.staffEmails, policy.now];
}

/** A driver row as a number: PGlite and node-postgres both parse float8, this guards a string. */
export const asKm = (km: unknown): number | null => (km === null || km === undefined ? null : Number(km));
