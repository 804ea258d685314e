import {
  CALL_RING_TIMEOUT_MS,
  CALLS_TRACKED_MAX,
  TYPING_MATCH_CACHE_MS,
  type CallEndReason,
  type CallKind,
  type CallOutcome,
  type ClientFrame,
} from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { matchWithOther } from "../matches";
import { callContent, deliverMessage, mayPlaceCall, storeMessage } from "../chat";
import type { SocketMember } from "./socket-member";

type CallFrame = Extract<ClientFrame, { type: `call_${string}` }>;

/** A call placed through this server (its caller's socket is here). */
interface Call {
  id: string;
  matchId: number;
  caller: SocketMember;
  calleeId: number;
  kind: CallKind;
  answeredAt: number | null;
  ringing: NodeJS.Timeout;
}

/** Per member: matches remembered at most this many, so random match ids cannot grow memory. */
const MATCHES_REMEMBERED = 200;

/**
 * Relays call signalling (contracts/realtime.ts call_*) between the two members of a match and
 * stores each call's outcome in the conversation. Every frame is checked: the sender belongs to
 * the match and neither member blocked the other; like typing, the answer is cached for
 * TYPING_MATCH_CACHE_MS and dropped when a match or unmatch (a block unmatches) reaches the member.
 *
 * The call itself lives on the server its caller's socket is on: that server rings for
 * CALL_RING_TIMEOUT_MS, learns of the callee's answer, decline or hang-up from the events delivered
 * to the caller (so a callee on another server works through pub/sub), and stores the entry.
 * "Busy" only knows the calls of this server: across servers it is best effort (docs/features.md "Voice and video calls").
 */
export class CallRelay {
  private readonly calls = new Map<string, Call>();
  /** member id -> the call they are in (as caller or callee), for calls of this server. */
  private readonly busy = new Map<number, string>();
  private readonly others = new Map<number, Map<number, { other: number | null; until: number }>>();

  constructor(
    private readonly deps: Deps,
    private readonly ringTimeoutMs = CALL_RING_TIMEOUT_MS,
  ) {
    deps.realtime.observeEvents((userId, event) => {
      if (event.type === "match" || event.type === "unmatched") this.others.delete(userId);
      if (event.type === "unmatched") this.endMatch(event.matchId);
      // The callee's answer, decline or hang-up reaches the caller through the hub, from any server.
      if (event.type !== "call_answer" && event.type !== "call_end") return;
      const call = this.calls.get(event.callId);
      if (!call || call.caller.id !== userId || call.matchId !== event.matchId) return;
      if (event.type === "call_answer") {
        if (call.answeredAt === null) call.answeredAt = this.now();
        clearTimeout(call.ringing);
      } else if (event.reason === "declined") {
        this.finish(call, "declined");
      } else if (event.reason === "hangup") {
        this.finish(call, call.answeredAt === null ? "missed" : "completed");
      }
    });
  }

  handle(sender: SocketMember, frame: CallFrame): void {
    void this.otherMember(sender.id, frame.matchId)
      .then((other) => {
        if (other === null) return this.send(sender.id, frame.matchId, frame.callId, "refused");
        return this.relay(sender, other, frame);
      })
      .catch((err: unknown) => this.deps.log.warn({ err }, "call relay failed"));
  }

  /** The member's last socket on this server closed: their calls here end as if they hung up. */
  forget(userId: number): void {
    this.others.delete(userId);
    const callId = this.busy.get(userId);
    const call = callId ? this.calls.get(callId) : undefined;
    if (!call) return;
    this.finish(call, call.answeredAt === null ? "missed" : "completed");
    const other = call.caller.id === userId ? call.calleeId : call.caller.id;
    void this.send(other, call.matchId, call.id, "hangup");
  }

  private async relay(sender: SocketMember, other: number, frame: CallFrame): Promise<void> {
    const { matchId, callId } = frame;
    const realtime = this.deps.realtime;
    switch (frame.type) {
      case "call_offer": {
        if (this.calls.has(callId)) return;
        if (this.busy.has(sender.id) || this.busy.has(other)) return this.send(sender.id, matchId, callId, "busy");
        if (this.calls.size >= CALLS_TRACKED_MAX) return this.send(sender.id, matchId, callId, "busy");
        // The operator may switch calls off (site settings): the socket refuses offers like /api/calls/* answers 404.
        if (!(await this.deps.site.settings()).features.calls) return this.send(sender.id, matchId, callId, "refused");
        // An offer rings the other member's tabs and may leave a "missed call" entry: it counts as a message.
        if (!(await mayPlaceCall(this.deps, sender.id))) return this.send(sender.id, matchId, callId, "refused");
        if (this.calls.has(callId) || this.busy.has(sender.id) || this.busy.has(other)) return this.send(sender.id, matchId, callId, "busy");
        const call: Call = {
          id: callId,
          matchId,
          caller: { id: sender.id, privacy: sender.privacy },
          calleeId: other,
          kind: frame.kind,
          answeredAt: null,
          ringing: setTimeout(() => this.ringOut(callId), this.ringTimeoutMs),
        };
        call.ringing.unref();
        this.calls.set(callId, call);
        this.busy.set(sender.id, callId);
        this.busy.set(other, callId);
        return realtime.sendToUser(other, { type: "call_incoming", matchId, callId, callerId: sender.id, kind: frame.kind, sdp: frame.sdp });
      }
      case "call_answer":
        await realtime.sendToUser(other, { type: "call_answer", matchId, callId, sdp: frame.sdp });
        return this.send(sender.id, matchId, callId, "answered");
      case "call_ice":
        return realtime.sendToUser(other, { type: "call_ice", matchId, callId, candidate: frame.candidate });
      case "call_decline":
        await this.send(other, matchId, callId, "declined");
        return this.send(sender.id, matchId, callId, "declined");
      case "call_hangup": {
        const call = this.calls.get(callId);
        // The caller's own hang-up ends the call here; the callee's reaches us as an event (constructor).
        if (call && call.caller.id === sender.id && call.matchId === matchId) this.finish(call, call.answeredAt === null ? "missed" : "completed");
        return this.send(other, matchId, callId, "hangup");
      }
    }
  }

  private ringOut(callId: string): void {
    const call = this.calls.get(callId);
    if (!call || call.answeredAt !== null) return;
    this.finish(call, "missed");
    void Promise.all([this.send(call.caller.id, call.matchId, callId, "missed"), this.send(call.calleeId, call.matchId, callId, "missed")]);
  }

  /** The match ended (unmatch or block): its call stops for both, and no entry is kept (the chat is gone). */
  private endMatch(matchId: number): void {
    for (const call of this.calls.values()) {
      if (call.matchId !== matchId) continue;
      this.forgetCall(call);
      void Promise.all([this.send(call.caller.id, matchId, call.id, "unmatched"), this.send(call.calleeId, matchId, call.id, "unmatched")]);
    }
  }

  /** Forgets the call and stores its entry in the conversation, sent by the caller. */
  private finish(call: Call, outcome: CallOutcome): void {
    if (!this.forgetCall(call)) return;
    const durationMs = outcome === "completed" && call.answeredAt !== null ? this.now() - call.answeredAt : undefined;
    const { db } = this.deps;
    void storeMessage(db, {
      matchId: call.matchId,
      senderId: call.caller.id,
      kind: "call",
      content: callContent(call.kind, outcome),
      createdAt: this.deps.clock.now(),
      media: { durationMs },
    })
      // Null: the match is gone or a block came in between; then there is no conversation to add to.
      .then((stored) => (stored ? deliverMessage(this.deps, "message", stored.row, call.caller, stored.other) : undefined))
      .catch((err: unknown) => this.deps.log.warn({ err }, "storing a call entry failed"));
  }

  private forgetCall(call: Call): boolean {
    if (this.calls.get(call.id) !== call) return false;
    clearTimeout(call.ringing);
    this.calls.delete(call.id);
    if (this.busy.get(call.caller.id) === call.id) this.busy.delete(call.caller.id);
    if (this.busy.get(call.calleeId) === call.id) this.busy.delete(call.calleeId);
    return true;
  }

  private send(userId: number, matchId: number, callId: string, reason: CallEndReason): Promise<void> {
    return this.deps.realtime.sendToUser(userId, { type: "call_end", matchId, callId, reason });
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }

  private async otherMember(userId: number, matchId: number): Promise<number | null> {
    const now = this.now();
    let known = this.others.get(userId);
    const hit = known?.get(matchId);
    if (hit && hit.until > now) return hit.other;
    const found = await matchWithOther(this.deps.db, matchId, userId);
    const other = found?.reachable ? found.other.id : null;
    if (!known) this.others.set(userId, (known = new Map()));
    if (known.size >= MATCHES_REMEMBERED) known.clear();
    known.set(matchId, { other, until: now + TYPING_MATCH_CACHE_MS });
    return other;
  }
}
