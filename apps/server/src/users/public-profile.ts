import { promptText, type Language, type PublicProfile as PublicProfileContract, type ShownPrompt } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import { displayDistanceKm, distanceBetween } from "../location/geo";
import type { MatchProfile } from "../matching/engine";
import { cityArOf, privacyOf, showsDistance } from "./present";
import type { BlurredNames } from "../privacy/blurred-photos";
import { promptVoiceFields } from "../prompts/voice";

/**
 * What another member may see of `row`: only what the screens need, with the owner's privacy
 * switches applied (showAge, showDistance, showOnlineStatus, photosPrivate). Never e-mail, coordinates or balances.
 */
export interface PublicProfile {
  id: number;
  username: string;
  name: string;
  age: number | null;
  gender: UserRow["gender"];
  bio: string | null;
  location: string | null;
  city: string | null;
  cityAr: string | null;
  country: string | null;
  interests: string[];
  photos: string[];
  profilePhoto: string | null;
  photosBlurred: boolean;
  isOnline: boolean;
  isVerified: boolean;
  distance: number | null;
  occupation: string | null;
  education: string | null;
  zodiacSign: string | null;
  height: string | null;
  relationshipGoals: string | null;
  coreValues: string[];
  religion: PublicProfileContract["religion"];
  religiousPractice: PublicProfileContract["religiousPractice"];
  sect: PublicProfileContract["sect"];
  maritalHistory: PublicProfileContract["maritalHistory"];
  hasChildren: PublicProfileContract["hasChildren"];
  wantsChildren: PublicProfileContract["wantsChildren"];
  educationLevel: PublicProfileContract["educationLevel"];
  languages: string[];
  nationality: string | null;
  marriageTimeline: PublicProfileContract["marriageTimeline"];
  heightCm: number | null;
  prompts: ShownPrompt[];
}

/** What presentPublicProfile and matchFactsOf read of a member (a deck reads no more: discover/deck-statements.ts). */
export type ProfileFields = Pick<
  UserRow,
  | "id" | "username" | "name" | "age" | "gender" | "bio" | "location" | "city" | "cityAr" | "country" | "latitude" | "longitude"
  | "interests" | "profilePhoto" | "photos" | "verificationStatus" | "maxDistance" | "showDistance" | "privacy"
  | "occupation" | "education" | "zodiacSign" | "height" | "relationshipGoals" | "smokingHabits" | "drinkingHabits" | "coreValues"
  | "religion" | "religiousPractice" | "sect" | "showFaith" | "maritalHistory" | "hasChildren" | "wantsChildren" | "educationLevel"
  | "languages" | "nationality" | "marriageTimeline" | "heightCm" | "prompts"
>;

type Enum<K extends keyof PublicProfileContract> = PublicProfileContract[K];

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
  },
): PublicProfile {
  const privacy = privacyOf(row);
  // Sensitive (GDPR art. 9): others see faith only when its owner chose to show it.
  const faith = row.showFaith;
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
    interests: row.interests,
    photos: row.photos.map(shown),
    profilePhoto: mainPhoto === null ? null : shown(mainPhoto),
    photosBlurred: blurred,
    isOnline: privacy.showOnlineStatus ? opts.online : false,
    isVerified: row.verificationStatus === "approved",
    distance: km !== null && showsDistance(row) ? displayDistanceKm(km) : null,
    occupation: row.occupation,
    education: row.education,
    zodiacSign: row.zodiacSign,
    height: row.height,
    relationshipGoals: row.relationshipGoals,
    coreValues: row.coreValues,
    religion: faith ? (row.religion as Enum<"religion">) : null,
    religiousPractice: faith ? (row.religiousPractice as Enum<"religiousPractice">) : null,
    sect: faith ? (row.sect as Enum<"sect">) : null,
    maritalHistory: row.maritalHistory as Enum<"maritalHistory">,
    hasChildren: row.hasChildren as Enum<"hasChildren">,
    wantsChildren: row.wantsChildren as Enum<"wantsChildren">,
    educationLevel: row.educationLevel as Enum<"educationLevel">,
    languages: row.languages,
    nationality: row.nationality,
    marriageTimeline: row.marriageTimeline as Enum<"marriageTimeline">,
    heightCm: row.heightCm,
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
