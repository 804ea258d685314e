import type { UserRow } from "../db/schema";

/**
 * What an open socket keeps of its member for its whole life: the id, and the privacy switches as
 * they were at connection (call events and the presence fallback read them). Not the whole row:
 * a thousand sockets would pin a thousand copies of bios and photo lists.
 */
export type SocketMember = Pick<UserRow, "id" | "privacy">;
