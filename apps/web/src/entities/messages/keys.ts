/**
 * The query keys of the message lists: the chat owns the lists, and the realtime socket, Opening Moves
 * and the privacy settings (hidden words change what shows) refresh them.
 */
export const MESSAGES_ROOT_KEY = ["messages"] as const;
export const messagesQueryKey = (matchId: number) => ["messages", matchId] as const;
