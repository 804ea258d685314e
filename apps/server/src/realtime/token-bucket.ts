/**
 * A token bucket: `burst` tokens at most, refilled at `perSecond`. Hand-written rather than a
 * library because it runs on every socket frame, synchronously, with the app's clock (tests use a
 * manual one), and is a dozen lines.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes one token; false when none is left. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
