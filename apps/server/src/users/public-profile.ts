import {
  MEMBER_FIELDS,
  PUBLIC_MEMBER_FIELD_NAMES,
  promptText,
  type Language,
  type MemberFieldName,
  type PublicMemberFieldName,
  type PublicProfile as PublicProfileContract,
  type ShownPrompt,
} from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import { displayDistanceKm, distanceBetween } from "../location";
import type { MatchProfile } from "../matching";
import { cityArOf, showsDistance } from "./present";
import { privacyOf, type BlurredNames } from "../privacy";
import { promptVoiceFields } from "../prompts";

/**
 * What another member may see of `row`: only what the screens need, with the owner's privacy
 * switches applied (showAge, showDistance, showOnlineStatus, photosPrivate). Never e-mail, coordinates or balances.
 */
export type PublicProfile = Omit<PublicProfileContract, "matchPercent">;

/** What presentPublicProfile and matchFactsOf read of a member (a deck reads no more: discover/deck-statements.ts). */
export type ProfileFields = Pick<
  UserRow,
  | "id" | "username" | "name" | "age" | "gender" | "bio" | "location" | "city" | "cityAr" | "country" | "latitude" | "longitude"
  | "profilePhoto" | "photos" | "verificationStatus" | "maxDistance" | "showDistance" | "privacy" | "prompts" | MemberFieldName
>;

/**
 * The member fields `viewer` may see (contracts member-fields.ts `audience`): those for everyone,
 * those for matches only when `matched`, and sensitive ones (faith, GDPR art. 9) only while their
 * owner shows them; the rest are null (or [] for lists) so the shape never changes.
 */
function visibleMemberFields(row: ProfileFields, matched: boolean): Pick<PublicProfile, PublicMemberFieldName> {
  const shown = (name: PublicMemberFieldName) => {
    const spec: { audience: string; sensitive?: true } = MEMBER_FIELDS[name];
    if (spec.sensitive && !row.showFaith) return false;
    return spec.audience === "everyone" || (spec.audience === "matches" && matched);
  };
  const hidden = (name: PublicMemberFieldName) => (Array.isArray(row[name]) ? [] : null);
  // The columns hold what the registry's schemas accepted: the stored text is one of its values.
  return Object.fromEntries(PUBLIC_MEMBER_FIELD_NAMES.map((name) => [name, shown(name) ? row[name] : hidden(name)])) as Pick<PublicProfile, PublicMemberFieldName>;
}

/** The member's answered prompts with each prompt's text in `lang` (ids no longer in the library are left out). */
export function shownPrompts(row: Pick<UserRow, "id" | "prompts">, lang: Language): ShownPrompt[] {
  return row.prompts.flatMap((p) => {
    const text = promptText(p.promptId, lang);
    return text === null ? [] : [{ promptId: p.promptId, text, answer: p.answer, ...promptVoiceFields(row.id, p) }];
  });
}

export function presentPublicProfile(
  row: ProfileFields,
  viewer: Pick<UserRow, "latitude" | "longitude" | "language">,
  opts: {
    online: boolean;
    /** The member revealed their private photos to the viewer (privacy/photo-privacy.ts). */
    revealed?: boolean;
    /** Names the blurred copies shown otherwise (privacy/blurred-photos.ts blurredNamesOf). */
    blur: BlurredNames;
    /** The viewer and the member are matched: fields for matches are shown too. */
    matched?: boolean;
  },
): PublicProfile {
  const privacy = privacyOf(row);
  const km = distanceBetween(viewer, row);
  const blurred = privacy.photosPrivate && !opts.revealed;
  const shown = (url: string) => (blurred ? opts.blur.urlOf(url) : url);
  const mainPhoto = row.profilePhoto ?? row.photos[0] ?? null;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    age: privacy.showAge ? row.age : null,
    gender: row.gender,
    bio: row.bio,
    location: row.location,
    city: row.city,
    cityAr: cityArOf(row),
    country: row.country,
    photos: row.photos.map(shown),
    profilePhoto: mainPhoto === null ? null : shown(mainPhoto),
    photosBlurred: blurred,
    isOnline: privacy.showOnlineStatus ? opts.online : false,
    isVerified: row.verificationStatus === "approved",
    distance: km !== null && showsDistance(row) ? displayDistanceKm(km) : null,
    ...visibleMemberFields(row, opts.matched ?? false),
    prompts: shownPrompts(row, viewer.language),
  };
}

/**
 * What the matching engine may use of `row` when scoring for another member: a hidden age or
 * distance is unknown, so neither a sentence nor a sub-score can give it away.
 */
export function matchFactsOf(row: ProfileFields): MatchProfile {
  const privacy = privacyOf(row);
  const located = showsDistance(row);
  return {
    ...row,
    age: privacy.showAge ? row.age : null,
    latitude: located ? row.latitude : null,
    longitude: located ? row.longitude : null,
  };
}
