import type { KeyboardEvent, Ref } from "react";
import type { Match } from "@ulfa/contracts";
import { ConversationRow } from "./ConversationRow";

/** The keys that move along the list, and where each goes from row `at` of `count`. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => Math.min(at + 1, count - 1),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The conversations, newest first. Tab visits each row's controls; the arrow keys (and Home, End)
 * move between the rows' open buttons, so a long list is walked without tabbing through every
 * photo and menu. `openId`: the conversation open beside the list (desktop).
 */
export function ConversationList({
  matches,
  openId,
  onOpen,
  onPhoto,
  listRef,
}: {
  matches: Match[];
  openId: number | null;
  onOpen: (match: Match) => void;
  onPhoto: (match: Match) => void;
  listRef?: Ref<HTMLUListElement>;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = MOVES[event.key];
    if (!move || !(event.target instanceof HTMLElement) || !event.target.hasAttribute("data-open-chat")) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-open-chat]")];
    const at = buttons.indexOf(event.target);
    if (at < 0) return;
    event.preventDefault();
    buttons[move(at, buttons.length)]?.focus();
  };
  return (
    <ul ref={listRef} onKeyDown={onKeyDown} className="divide-y divide-rose-100 overflow-hidden rounded-2xl border border-rose-100 bg-white" data-testid="conversation-list">
      {matches.map((match) => (
        <ConversationRow key={match.id} match={match} selected={match.id === openId} onOpen={() => onOpen(match)} onPhoto={() => onPhoto(match)} />
      ))}
    </ul>
  );
}
