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
  private readonly members = new Map<number, { bucket: TokenBucket; sockets: number }>();

  /** A gate for one new socket of `userId`; call `release` when it closes. */
  open(userId: number, now: number): { admit(now: number): FrameVerdict; release(): void } {
    let member = this.members.get(userId);
    if (!member) this.members.set(userId, (member = { bucket: new TokenBucket(WS_MEMBER_FRAMES_PER_SECOND, WS_MEMBER_FRAME_BURST, now), sockets: 0 }));
    member.sockets += 1;
    const shared = member;
    const own = new TokenBucket(WS_SOCKET_FRAMES_PER_SECOND, WS_SOCKET_FRAME_BURST, now);
    const allowance = new TokenBucket(WS_SOCKET_FRAMES_PER_SECOND, WS_DROPPED_FRAMES_BEFORE_CLOSE, now);
    let released = false;
    return {
      admit(at) {
        if (own.take(at) && shared.bucket.take(at)) return "accept";
        return allowance.take(at) ? "drop" : "close";
      },
      release: () => {
        if (released) return;
        released = true;
        shared.sockets -= 1;
        if (shared.sockets === 0) this.members.delete(userId);
      },
    };
  }
}
