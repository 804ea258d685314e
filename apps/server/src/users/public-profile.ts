import type { UserRow } from "../db/schema";
import { displayDistanceKm, distanceBetween } from "../location/geo";
import { privacyOf } from "./present";

/**
 * What another member may see of `row`: only what the screens need, with the owner's privacy
 * switches applied (showAge, showDistance, showOnlineStatus). Never e-mail, coordinates or balances.
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
  country: string | null;
  interests: string[];
  photos: string[];
  profilePhoto: string | null;
  isOnline: boolean;
  isVerified: boolean;
  distance: number | null;
  occupation: string | null;
  education: string | null;
  zodiacSign: string | null;
  height: string | null;
  relationshipGoals: string | null;
  coreValues: string[];
}

export function presentPublicProfile(
  row: UserRow,
  viewer: Pick<UserRow, "latitude" | "longitude">,
  opts: { online: boolean },
): PublicProfile {
  const privacy = privacyOf(row);
  const km = distanceBetween(viewer, row);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    age: privacy.showAge ? row.age : null,
    gender: row.gender,
    bio: row.bio,
    location: row.location,
    city: row.city,
    country: row.country,
    interests: row.interests,
    photos: row.photos,
    profilePhoto: row.profilePhoto ?? row.photos[0] ?? null,
    isOnline: privacy.showOnlineStatus ? opts.online : false,
    isVerified: row.verificationStatus === "approved",
    distance: km !== null && privacy.showDistance && row.showDistance ? displayDistanceKm(km) : null,
    occupation: row.occupation,
    education: row.education,
    zodiacSign: row.zodiacSign,
    height: row.height,
    relationshipGoals: row.relationshipGoals,
    coreValues: row.coreValues,
  };
}
