import type { ServerEvent } from "@ulfa/contracts";

export interface MatchedPerson {
  id: number;
  name: string;
  photo: string | null;
  /** For Arabic's gendered sentences about them (the swipe's card and the realtime event both carry it). */
  gender?: string | null;
  /** When known, "Send Message" opens this match's chat. */
  matchId?: number;
}

type MatchEvent = Extract<ServerEvent, { type: "match" }>;

/** Who the match dialog celebrates when the other member's like made the match while this tab was open; null without their card. */
export function personFromMatchEvent({ user, matchId }: MatchEvent): MatchedPerson | null {
  if (!user) return null;
  return { id: user.id, name: user.name, gender: user.gender, photo: user.profilePhoto, matchId };
}
