import type { Deps } from "../platform/deps";
import { announcePresence } from "./presence-events";
import type { SocketMember } from "./socket-member";

/**
 * Presence changes of one member run one after another: a socket's "opened" (count it, announce
 * "online" if it is the first) finishes before the next "opened" or "closed" of the same member
 * starts, so first/last are counted in order and matches get the announcements in that order.
 */
export class PresenceTransitions {
  private readonly queues = new Map<number, Promise<void>>();

  constructor(private readonly deps: Deps) {}

  opened(user: SocketMember, socketId: string): Promise<void> {
    return this.run(user.id, async () => {
      if (await this.deps.presence.socketOpened(user.id, socketId)) await announcePresence(this.deps, user, true);
    });
  }

  closed(user: SocketMember, socketId: string): Promise<void> {
    return this.run(user.id, async () => {
      if (await this.deps.presence.socketClosed(user.id, socketId)) await announcePresence(this.deps, user, false);
    });
  }

  private run(userId: number, task: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(userId) ?? Promise.resolve())
      .then(task)
      .catch((err: unknown) => this.deps.log.warn({ err }, "presence update failed"));
    this.queues.set(userId, next);
    void next.then(() => {
      if (this.queues.get(userId) === next) this.queues.delete(userId);
    });
    return next;
  }
}
