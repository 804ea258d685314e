import type { KeyboardEvent } from "react";
import { useRef } from "react";
import type { Match } from "@ulfa/contracts";
import { ChatView } from "./ChatView";

/**
 * The open thread beside the conversation list (Matches on a desktop). The rest of the app stays
 * usable around it, unlike the chat window. Escape from inside the thread hands focus back to the
 * list (`onLeave`); an Escape meant for a menu or dialog the thread opened (they are portaled, so
 * their keys bubble here through React, from outside this element) is left to them.
 */
export function ChatPane({ match, onLeave }: { match: Match; onLeave: () => void }) {
  const pane = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented || !(event.target instanceof Node) || !pane.current?.contains(event.target)) return;
    event.preventDefault();
    onLeave();
  };
  return (
    <div ref={pane} onKeyDown={onKeyDown} className="flex h-full min-h-0 flex-col" data-testid="chat-pane" data-match-id={match.id}>
      {/* A new thread per conversation: its draft, reply and older pages belong to the one it was opened for. */}
      <ChatView key={match.id} match={match} variant="pane" />
    </div>
  );
}
