import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "./constants";
import { text } from "./text";

/** A chat message. `readAt` is null unless read and the reader allows read receipts. */
export const messageSchema = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
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
  })
  .strict();
export type SendMessageInput = z.infer<typeof sendMessageSchema>;
