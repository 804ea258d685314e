import { useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@ulfa/contracts";
import { api } from "../../api/client";
import { createOutbox, type Outbox, type OutboxEntry } from "./outbox";
import { refreshThread, upsert } from "./queries";
import { keyHeader } from "./send-keys";
import i18n from "i18next";
import { toast } from "../../ui/toast-store";

// One outbox per query client (one per tab): sends outlive the chat window that started them.
const outboxes = new WeakMap<QueryClient, Outbox>();

function outboxFor(queryClient: QueryClient): Outbox {
  let outbox = outboxes.get(queryClient);
  if (!outbox) {
    outbox = createOutbox({
      send: (entry) => api.post<ChatMessage>(...requestOf(entry), keyHeader(entry.key)),
      delivered: (entry, message) => {
        // A held member's first message is kept for review (202 { held }), not delivered: nothing to show in the thread.
        const held = message as unknown as { held?: boolean; message?: string };
        if (held.held) {
          toast({ title: i18n.t("common:underReview.heldTitle"), description: i18n.t("common:underReview.messageKept") });
          return;
        }
        upsert(queryClient, entry.matchId, message);
        refreshThread(queryClient, entry.matchId);
      },
    });
    outboxes.set(queryClient, outbox);
  }
  return outbox;
}

/** Where each kind of message goes, and its body. The server reads a voice note's fields before its file. */
function requestOf(entry: OutboxEntry): [path: string, body: unknown] {
  const messages = `/api/matches/${entry.matchId}/messages`;
  if (entry.kind === "text") return [messages, { content: entry.content, replyToId: entry.replyTo?.id, confirmFlagged: entry.confirmFlagged }];
  const form = new FormData();
  if (entry.kind === "photo") {
    form.append("photo", entry.file);
    return [`${messages}/photo`, form];
  }
  const { note } = entry;
  form.append("durationMs", String(Math.round(note.durationMs)));
  form.append("waveform", JSON.stringify(note.waveform));
  form.append("voice", note.blob, note.blob.type.includes("ogg") ? "voice.ogg" : "voice.webm");
  return [`${messages}/voice`, form];
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
