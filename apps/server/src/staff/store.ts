import type { StaffRole } from "@ulfa/contracts";
import type { Db } from "../platform/db";
import type { PubSub } from "../platform/pubsub";
import { allRoles } from "./repo";

export const STAFF_CHANGED_CHANNEL = "staff:changed";

/**
 * The roles granted in the admin screen, held in memory (a handful of rows) so that every request's
 * role check is synchronous. Loaded at start, reloaded whenever any instance announces a change.
 */
export class StaffStore {
  private roles = new Map<number, StaffRole>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private reloading: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(STAFF_CHANGED_CHANNEL, () => void this.reload().catch(() => undefined));
    await this.reload();
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
  }

  roleOf(userId: number): StaffRole | undefined {
    return this.roles.get(userId);
  }

  async reload(): Promise<void> {
    const next = this.reloading.then(async () => {
      this.roles = new Map((await allRoles(this.db)).map((r) => [r.userId, r.role]));
    });
    this.reloading = next.catch(() => undefined);
    return next;
  }

  /** After a grant or revocation: this instance reloads now, the others when the message arrives. */
  async announce(): Promise<void> {
    await this.reload();
    await this.pubsub.publish(STAFF_CHANGED_CHANNEL, "1");
  }
}

// The store's place in Deps (platform/deps.ts): app.ts builds it and puts it in.
declare module "../platform/deps" {
  interface Deps {
    /** Roles granted in the admin screen (staff/). */
    staff: StaffStore;
  }
}
