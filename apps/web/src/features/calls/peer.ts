import type { CallConfig, CallKind } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

let config: Promise<CallConfig> | null = null;

/** GET /api/calls/config once per page load (ICE_SERVERS changes only with a server restart). */
export function callConfig(): Promise<CallConfig> {
  config ??= call(endpoints.calls.config).catch((err: unknown) => {
    config = null;
    throw err;
  });
  return config;
}

/** The microphone, and the camera for a video call. */
export const localMedia = (kind: CallKind) => navigator.mediaDevices.getUserMedia({ audio: true, video: kind === "video" });

/** Frames decoded from the other member's video (or audio packets received on a voice call): proof media flows. */
export async function mediaReceived(pc: RTCPeerConnection, kind: CallKind): Promise<number> {
  const stats = await pc.getStats();
  let total = 0;
  stats.forEach((report: { type: string; kind?: string; framesDecoded?: number; packetsReceived?: number }) => {
    if (report.type !== "inbound-rtp") return;
    if (kind === "video" && report.kind === "video") total += report.framesDecoded ?? 0;
    if (kind === "voice" && report.kind === "audio") total += report.packetsReceived ?? 0;
  });
  return total;
}
