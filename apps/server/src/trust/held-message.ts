import type { NewMessage } from "../chat";

/** What a held first message keeps to be sent on clear (trust/release.ts): a text, or a stored photo or voice note. */
export type HeldMessage =
  | { type: "text"; matchId: number; content: string; replyToId?: number; openingMove?: number; clientId?: string }
  | { type: "photo" | "voice"; matchId: number; mediaName: string; flagged?: boolean; media: NonNullable<NewMessage["media"]>; clientId?: string };

