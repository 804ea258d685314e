import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "./constants";
import { text } from "./text";

/**
 * A chat message. `readAt` is null unless read and the reader allows read receipts. `flagged`: the
 * server found an insult or harassment pattern in it and the sender confirmed sending it anyway; the
 * receiver is asked "Does this bother you?" (README "Trust and safety").
 */
export const messageSchema = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  flagged: z.boolean(),
});
export type ChatMessage = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;

/** GET /api/matches/:id/messages?before=<message id>&limit= : oldest first. */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).optional(),
});

export const sendMessageSchema = z
  .object({
    content: text({ multiline: true, error: "Message is required" })
      .trim()
      .min(1, "Message cannot be empty")
      .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
    /**
     * The sender saw "Are you sure?" and sends anyway. Without it a message that matches the insult
     * lists is refused with 409 MESSAGE_NEEDS_CONFIRMATION and not stored.
     */
    confirmFlagged: z.boolean().optional(),
  })
  .strict();
export type SendMessageInput = z.infer<typeof sendMessageSchema>;
