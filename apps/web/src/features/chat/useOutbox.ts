import { useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { createOutbox, type Outbox, type OutboxEntry, type SendAnswer } from "./outbox";
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
      send: sendEntry,
      delivered: (entry, message) => {
        // A held member's first message is kept for review (202 { held }), not delivered: nothing to show in the thread.
        if ("held" in message) {
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

/** Sends one message where its kind goes, with its Idempotency-Key. The server reads a voice note's fields before its file. */
function sendEntry(entry: OutboxEntry): Promise<SendAnswer> {
  const params = { id: entry.matchId };
  const options = keyHeader(entry.key);
  if (entry.kind === "text") {
    const body = { content: entry.content, replyToId: entry.replyTo?.id, confirmFlagged: entry.confirmFlagged };
    return call(endpoints.chat.send, { params, body }, options);
  }
  const form = new FormData();
  if (entry.kind === "photo") {
    form.append("photo", entry.file);
    return call(endpoints.chatMedia.sendPhoto, { params, body: form }, options);
  }
  const { note } = entry;
  form.append("durationMs", String(Math.round(note.durationMs)));
  form.append("waveform", JSON.stringify(note.waveform));
  form.append("voice", note.blob, note.blob.type.includes("ogg") ? "voice.ogg" : "voice.webm");
  return call(endpoints.chatMedia.sendVoice, { params, body: form }, options);
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
