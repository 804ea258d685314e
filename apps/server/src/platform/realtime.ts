import { WS_CLOSE, WS_SEND_HARD_LIMIT_BYTES, WS_SEND_SOFT_LIMIT_BYTES, type ServerEvent } from "@ulfa/contracts";
import type { PubSub } from "./pubsub";

/** A JSON event pushed to a member's open sockets: one of the documented shapes (contracts/realtime.ts, docs/websocket.md). */
export type RealtimeEvent = ServerEvent;

/** One open socket as the hub sees it. */
export interface HubSocket {
  /** The session the socket was opened with (sessions.id): it closes when that session ends. */
  readonly sessionId: string;
  /** Bytes queued but not yet sent: a client that does not read makes this grow. */
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** Which of a member's sessions ended: some by id, or all but one (or all). */
export type EndedSessions = { userId: number } & ({ sessionIds: string[] } | { allExcept: string | null });

/** Pushed to a socket whose session was ended server-side, just before it is closed with 4401. */
export const SIGNED_OUT_EVENT = "signed_out";
/** Events a slow client can miss without harm (the next one, or a refetch, corrects them). */
const SKIPPABLE_EVENTS = new Set(["typing", "presence"]);
const SESSIONS_ENDED_CHANNEL = "sessions-ended";
const channelFor = (userId: number) => `user:${userId}`;

export const endedIncludes = (ended: EndedSessions, sessionId: string): boolean =>
  "sessionIds" in ended ? ended.sessionIds.includes(sessionId) : ended.allExcept !== sessionId;

/**
 * Delivers events to members' sockets on whichever instance holds them: every send goes through
 * pub/sub on the member's channel, every instance delivers to the sockets it holds. When pub/sub
 * cannot publish (Redis down) the event is delivered to this instance's sockets directly.
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<HubSocket>>();
  private readonly subscriptions = new Map<number, Promise<() => Promise<void>>>();
  private readonly eventObservers: ((userId: number, event: RealtimeEvent) => void)[] = [];
  private readonly endObservers: ((ended: EndedSessions) => void)[] = [];
  private stopEnded: (() => Promise<void>) | undefined;

  constructor(private readonly pubsub: PubSub) {}

  /** Listens for ended sessions from every instance (one channel for all members). */
  async start(): Promise<void> {
    this.stopEnded = await this.pubsub.subscribe(SESSIONS_ENDED_CHANNEL, (message) => this.applyEnded(JSON.parse(message) as EndedSessions));
  }

  async stop(): Promise<void> {
    await this.stopEnded?.();
  }

  async sendToUser(userId: number, event: RealtimeEvent): Promise<void> {
    const data = JSON.stringify(event);
    if (!(await this.pubsub.publish(channelFor(userId), data))) this.deliverLocal(userId, data);
  }

  /** Closes the sockets of ended sessions on every instance, and tells observers (session cache). */
  async endSessions(ended: EndedSessions): Promise<void> {
    if (!(await this.pubsub.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify(ended)))) this.applyEnded(ended);
  }

  /** Called with every event delivered to a member who has sockets here (e.g. to drop caches on "unmatched"). */
  observeEvents(observer: (userId: number, event: RealtimeEvent) => void): void {
    this.eventObservers.push(observer);
  }

  observeEndedSessions(observer: (ended: EndedSessions) => void): void {
    this.endObservers.push(observer);
  }

  /** Registers a socket; resolves once its member's channel is subscribed, so no later event is missed. */
  async attach(userId: number, socket: HubSocket): Promise<void> {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    let subscription = this.subscriptions.get(userId);
    if (!subscription) {
      subscription = this.pubsub.subscribe(channelFor(userId), (data) => this.deliverLocal(userId, data));
      this.subscriptions.set(userId, subscription);
    }
    await subscription;
  }

  async detach(userId: number, socket: HubSocket): Promise<void> {
    const set = this.sockets.get(userId);
    if (!set?.delete(socket) || set.size > 0) return;
    this.sockets.delete(userId);
    const subscription = this.subscriptions.get(userId);
    this.subscriptions.delete(userId);
    await (await subscription)?.();
  }

  /** Sockets held by this instance (presence across instances is the presence store's job). */
  localSocketCount(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  /** `data` is the event as published: sent as it is, parsed once for the observers. */
  private deliverLocal(userId: number, data: string): void {
    const event = JSON.parse(data) as RealtimeEvent;
    for (const observe of this.eventObservers) observe(userId, event);
    const skippable = SKIPPABLE_EVENTS.has(event.type);
    for (const socket of this.sockets.get(userId) ?? []) {
      const queued = socket.bufferedAmount;
      if (queued > WS_SEND_HARD_LIMIT_BYTES) {
        socket.close(WS_CLOSE.TOO_SLOW, "Too slow");
        continue;
      }
      if (skippable && queued > WS_SEND_SOFT_LIMIT_BYTES) continue;
      socket.send(data);
    }
  }

  private applyEnded(ended: EndedSessions): void {
    for (const observe of this.endObservers) observe(ended);
    const signedOut = JSON.stringify({ type: SIGNED_OUT_EVENT });
    for (const socket of this.sockets.get(ended.userId) ?? []) {
      if (!endedIncludes(ended, socket.sessionId)) continue;
      socket.send(signedOut);
      socket.close(WS_CLOSE.NOT_AUTHENTICATED, "Signed out");
    }
  }
}
