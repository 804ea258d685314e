import type { PubSub } from "./pubsub";

/** A JSON event pushed to a member's open sockets (shapes live in contracts/realtime.ts). */
export type RealtimeEvent = { type: string } & Record<string, unknown>;

export interface SocketLike {
  send(data: string): void;
  /** Closes the socket (used when the member's sessions end, e.g. suspension). */
  close?(code?: number, reason?: string): void;
}

/** Pushed to a member whose sessions were ended server-side: every socket of theirs is closed. */
export const SIGNED_OUT_EVENT = "signed_out";

/**
 * Delivers events to members' sockets on whichever instance holds them: every send goes through
 * pub/sub on the member's channel, every instance delivers to the sockets it holds.
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<SocketLike>>();
  private readonly unsubscribers = new Map<number, () => Promise<void>>();

  constructor(private readonly pubsub: PubSub) {}

  async sendToUser(userId: number, event: RealtimeEvent): Promise<void> {
    await this.pubsub.publish(channelFor(userId), event);
  }

  async attach(userId: number, socket: SocketLike): Promise<void> {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
      const unsubscribe = await this.pubsub.subscribe(channelFor(userId), (payload) => this.deliverLocal(userId, payload));
      this.unsubscribers.set(userId, unsubscribe);
    }
    set.add(socket);
  }

  async detach(userId: number, socket: SocketLike): Promise<void> {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size > 0) return;
    this.sockets.delete(userId);
    const unsubscribe = this.unsubscribers.get(userId);
    this.unsubscribers.delete(userId);
    await unsubscribe?.();
  }

  /** Sockets held by this instance (presence across instances is the presence store's job). */
  localSocketCount(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  private deliverLocal(userId: number, payload: unknown): void {
    const data = JSON.stringify(payload);
    const signOut = (payload as { type?: unknown } | null)?.type === SIGNED_OUT_EVENT;
    for (const socket of this.sockets.get(userId) ?? []) {
      socket.send(data);
      if (signOut) socket.close?.(4401, "Signed out");
    }
  }
}

const channelFor = (userId: number) => `ulfa:user:${userId}`;
