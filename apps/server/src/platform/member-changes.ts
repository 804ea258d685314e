import type { ClientBase } from "pg";

/** The channel the `users` triggers announce changed members on (migration 0013). */
export const MEMBER_CHANGED_CHANNEL = "ulfa_member_changed";

/** A changed member's id, or "all" when every member may have changed (truncation, a feed gap). */
export type MemberChange = number | "all";

/**
 * What the database says about changed member rows. PostgreSQL delivers a NOTIFY to the writing
 * session before its statement's answer, so a listening connection learns of its own writes before
 * the code that made them goes on; other sessions (other instances, jobs, psql) hear within
 * milliseconds.
 */
export interface MemberChanges {
  /** False while nothing listens: a change could go unheard, so nothing may be trusted from memory. */
  live(): boolean;
  subscribe(listener: (change: MemberChange) => void): () => void;
}

const parse = (payload: string | undefined): MemberChange => {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : "all";
};

/**
 * node-postgres: every pooled connection listens (attach it as the pool's `onConnect`, which the pool
 * awaits before handing the connection out), so
 * whichever connection writes hears its own change. When the last listening connection ends
 * (idle timeout, outage) listeners get "all": changes made meanwhile would go unheard.
 */
export function pooledMemberChanges(): MemberChanges & { attach(client: ClientBase): Promise<void> } {
  const listeners = new Set<(change: MemberChange) => void>();
  const listening = new Set<ClientBase>();
  const emit = (change: MemberChange) => listeners.forEach((listener) => listener(change));
  const detach = (client: ClientBase) => {
    if (!listening.delete(client)) return;
    if (listening.size === 0) emit("all");
  };
  return {
    live: () => listening.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async attach(client) {
      client.on("notification", (message) => {
        if (message.channel === MEMBER_CHANGED_CHANNEL) emit(parse(message.payload));
      });
      let ended = false;
      const end = () => {
        ended = true;
        detach(client);
      };
      client.once("end", end);
      client.on("error", end);
      await client.query(`LISTEN ${MEMBER_CHANGED_CHANNEL}`);
      if (!ended) listening.add(client);
    },
  };
}

/** PGlite: one in-process session, listening from the start. */
export async function embeddedMemberChanges(client: {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}): Promise<MemberChanges> {
  const listeners = new Set<(change: MemberChange) => void>();
  await client.listen(MEMBER_CHANGED_CHANNEL, (payload) => listeners.forEach((listener) => listener(parse(payload))));
  return {
    live: () => true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
