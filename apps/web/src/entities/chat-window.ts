import { useSyncExternalStore } from "react";

/**
 * The conversation open in the chat window over whatever screen opened it (the match dialog's
 * "Send Message"): the 350 x 600 window on wide screens, full screen on phones. The Matches tab
 * shows its own conversations (two panes on a desktop) and does not use it. The member layout
 * hosts the window; any feature opens it here without importing the chat.
 */
let openMatchId: number | null = null;
const listeners = new Set<() => void>();

function set(value: number | null) {
  openMatchId = value;
  for (const listener of listeners) listener();
}

export const openChatWindow = (matchId: number) => set(matchId);
export const closeChatWindow = () => set(null);

/** The match whose chat window is open, or null. */
export function useChatWindow(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => openMatchId,
    () => null,
  );
}
