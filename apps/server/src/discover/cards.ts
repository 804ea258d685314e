import type { PublicProfile } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { BlurredNames } from "../privacy";
import { presentPublicProfile } from "../users";
import type { DeckMember } from "./deck-statements";

type CardViewer = Pick<UserRow, "latitude" | "longitude" | "language">;

interface Made {
  latitude: number | null;
  longitude: number | null;
  language: UserRow["language"];
  online: boolean;
  blur: BlurredNames;
  card: PublicProfile;
}

/**
 * Each deck row's card as presentPublicProfile made it, with what it was made from. A kept deck
 * (kept-deck.ts) is presented afresh on every ask from the same row objects, and making the cards
 * was a large part of that; a card depends only on its row (a member row change drops every kept
 * deck, and its rows with it), the viewer's place and language, whether the member is online and
 * the blurred photos' names, so it is made again when any of those differ. Weak: a dropped deck's
 * rows go.
 */
const made = new WeakMap<DeckMember, Made>();

/** presentPublicProfile(row, viewer, { online, blur }) for a deck card, made once while its inputs stay the same. */
export function deckCard(row: DeckMember, viewer: CardViewer, online: boolean, blur: BlurredNames): PublicProfile {
  const known = made.get(row);
  if (
    known &&
    known.online === online &&
    known.blur === blur &&
    known.latitude === viewer.latitude &&
    known.longitude === viewer.longitude &&
    known.language === viewer.language
  )
    return known.card;
  const card = presentPublicProfile(row, viewer, { online, blur });
  made.set(row, { latitude: viewer.latitude, longitude: viewer.longitude, language: viewer.language, online, blur, card });
  return card;
}
