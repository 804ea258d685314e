import {
  WS_DROPPED_FRAMES_BEFORE_CLOSE,
  WS_MEMBER_FRAME_BURST,
  WS_MEMBER_FRAMES_PER_SECOND,
  WS_SOCKET_FRAME_BURST,
  WS_SOCKET_FRAMES_PER_SECOND,
} from "@ulfa/contracts";
import { TokenBucket } from "./token-bucket";

export type FrameVerdict = "accept" | "drop" | "close";

/**
 * Inbound frame limits of one server: each socket has its own bucket and all of one member's
 * sockets share another, so opening more tabs does not multiply the rate. Excess frames are
 * dropped before they are even parsed; a socket that keeps sending after that (its dropped-frame
 * allowance runs out) is closed with 4429.
 */
export class FrameLimits {
  private readonly members = new Map<number, MemberFrames>();

  /** A gate for one new socket of `userId`; call `release` when it closes. */
  open(userId: number, now: number): FrameGate {
    let member = this.members.get(userId);
    if (!member) this.members.set(userId, (member = { bucket: new TokenBucket(WS_MEMBER_FRAMES_PER_SECOND, WS_MEMBER_FRAME_BURST, now), sockets: 0 }));
    member.sockets += 1;
    return new FrameGate(this.members, userId, member, now);
  }
}

interface MemberFrames {
  bucket: TokenBucket;
  sockets: number;
}

/** One socket's limits (a class, not closures: a thousand sockets hold a thousand of these). */
export class FrameGate {
  private readonly own: TokenBucket;
  private readonly allowance: TokenBucket;
  private released = false;

  constructor(
    private readonly members: Map<number, MemberFrames>,
    private readonly userId: number,
    private readonly shared: MemberFrames,
    now: number,
  ) {
    this.own = new TokenBucket(WS_SOCKET_FRAMES_PER_SECOND, WS_SOCKET_FRAME_BURST, now);
    this.allowance = new TokenBucket(WS_SOCKET_FRAMES_PER_SECOND, WS_DROPPED_FRAMES_BEFORE_CLOSE, now);
  }

  admit(now: number): FrameVerdict {
    if (this.own.take(now) && this.shared.bucket.take(now)) return "accept";
    return this.allowance.take(now) ? "drop" : "close";
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.shared.sockets -= 1;
    if (this.shared.sockets === 0 && this.members.get(this.userId) === this.shared) this.members.delete(this.userId);
  }
}
