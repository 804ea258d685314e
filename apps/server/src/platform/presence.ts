import type { RealtimeHub } from "./realtime";

/**
 * Who is online. This default counts sockets held by this instance; the realtime feature swaps in a
 * Redis-backed store when REDIS_URL is set so every instance agrees.
 */
export interface Presence {
  isOnline(userId: number): Promise<boolean>;
  onlineAmong(userIds: number[]): Promise<Set<number>>;
}

export function localPresence(hub: RealtimeHub): Presence {
  return {
    isOnline: async (userId) => hub.localSocketCount(userId) > 0,
    onlineAmong: async (ids) => new Set(ids.filter((id) => hub.localSocketCount(id) > 0)),
  };
}
