import { useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@ulfa/contracts";
import { api } from "../../api/client";
import { createOutbox, type Outbox } from "./outbox";
import { refreshThread, upsert } from "./queries";
import { keyHeader } from "./send-keys";

// One outbox per query client (one per tab): sends outlive the chat window that started them.
const outboxes = new WeakMap<QueryClient, Outbox>();

export function outboxFor(queryClient: QueryClient): Outbox {
  let outbox = outboxes.get(queryClient);
  if (!outbox) {
    outbox = createOutbox({
      send: (entry) =>
        api.post<ChatMessage>(
          `/api/matches/${entry.matchId}/messages`,
          { content: entry.content, replyToId: entry.replyTo?.id, confirmFlagged: entry.confirmFlagged },
          keyHeader(entry.key),
        ),
      delivered: (entry, message) => {
        upsert(queryClient, entry.matchId, message);
        refreshThread(queryClient, entry.matchId);
      },
    });
    outboxes.set(queryClient, outbox);
  }
  return outbox;
}

/** The member's messages of one conversation still on their way (or not sent), and the outbox. */
export function useOutbox(senderId: number, matchId: number) {
  const outbox = outboxFor(useQueryClient());
  const entries = useSyncExternalStore(
    outbox.subscribe,
    () => outbox.entries(senderId, matchId),
    () => outbox.entries(senderId, matchId),
  );
  return { outbox, entries };
}
