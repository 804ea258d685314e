import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CallEndReason, CallKind, ClientFrame, Match } from "@ulfa/contracts";
import { useRealtimeSend } from "../../realtime/context";
import { toast } from "../../ui/toast-store";
import { matchesQueryKey } from "../../entities/matches/queries";
import { CallScreen } from "./CallScreen";
import type { CallsEngine } from "./CallsHost";
import type { CallsApi } from "./context";
import type { CallEvent } from "./events";
import { IncomingCallDialog } from "./IncomingCallDialog";
import { callConfig, localMedia } from "./peer";
import { about } from "../../i18n/gender";

/** The call of this tab: ringing out, ringing in, or answered. */
export interface CallState {
  phase: "outgoing" | "incoming" | "active";
  callId: string;
  matchId: number;
  kind: CallKind;
  otherName: string;
  /** The other member's gender, for the texts about them (i18n/gender.ts). */
  otherGender?: string;
  /** When the call was answered (Date.now()), for its duration. */
  answeredAt: number | null;
}

/** The reasons that end a call with a word to the member (a plain hang-up needs none). */
const TOLD: Partial<Record<CallEndReason, string>> = { busy: "busy", declined: "declined", missed: "missed", refused: "refused", unmatched: "refused" };

/**
 * Voice and video calls (docs/features.md "Voice and video calls"): WebRTC between the two browsers, signalled over /ws.
 * Loaded by CallsHost when the first call starts or rings; it stays mounted from then on, takes
 * the call events the host passes on and renders the incoming-call dialog and the call screen.
 */
export default function CallProvider({ attach, onBusy }: { attach: (engine: CallsEngine | null) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation("chat");
  const send = useRealtimeSend();
  const queryClient = useQueryClient();
  const genderOf = (matchId: number) => queryClient.getQueryData<Match[]>(matchesQueryKey)?.find((m) => m.id === matchId)?.otherUser.gender;
  const [call, setCall] = useState<CallState | null>(null);
  const [streams, setStreams] = useState<{ local: MediaStream | null; remote: MediaStream | null }>({ local: null, remote: null });
  const pc = useRef<RTCPeerConnection | null>(null);
  const callRef = useRef<CallState | null>(null);
  callRef.current = call;
  /** The incoming offer, and candidates that arrived before the remote description was set. */
  const offer = useRef<string | null>(null);
  const pendingIce = useRef<RTCIceCandidateInit[]>([]);

  // useRealtimeSend gives a new function each render; the callbacks below must stay the same.
  const sendRef = useRef(send);
  sendRef.current = send;
  const frame = useCallback((f: ClientFrame) => sendRef.current(f), []);

  const cleanup = useCallback(() => {
    pc.current?.getSenders().forEach((s) => s.track?.stop());
    pc.current?.close();
    pc.current = null;
    offer.current = null;
    pendingIce.current = [];
    setStreams((s) => {
      s.local?.getTracks().forEach((track) => track.stop());
      return s.local || s.remote ? { local: null, remote: null } : s;
    });
    setCall(null);
  }, []);

  /** A peer connection for a call, with local media attached and ICE sent as it is found. */
  const connect = useCallback(
    async (state: CallState) => {
      const [{ iceServers }, local] = await Promise.all([callConfig(), localMedia(state.kind)]);
      if (callRef.current?.callId !== state.callId) {
        local.getTracks().forEach((track) => track.stop());
        throw new Error("call ended while starting");
      }
      const peer = new RTCPeerConnection({ iceServers });
      pc.current = peer;
      for (const track of local.getTracks()) peer.addTrack(track, local);
      const remote = new MediaStream();
      peer.ontrack = (event) => {
        remote.addTrack(event.track);
        setStreams((s) => ({ ...s, remote }));
      };
      peer.onicecandidate = (event) => {
        if (event.candidate) frame({ type: "call_ice", matchId: state.matchId, callId: state.callId, candidate: event.candidate.toJSON() as never });
      };
      setStreams({ local, remote });
      return peer;
    },
    [frame],
  );

  const flushIce = async (peer: RTCPeerConnection) => {
    for (const candidate of pendingIce.current.splice(0)) await peer.addIceCandidate(candidate).catch(() => undefined);
  };

  const failed = useCallback(
    (state: CallState) => () => {
      frame({ type: "call_hangup", matchId: state.matchId, callId: state.callId });
      cleanup();
      toast({ title: t("call.failedTitle"), description: t("call.mediaFailed"), variant: "destructive" });
    },
    [cleanup, frame, t],
  );

  const start = useCallback<CallsApi["start"]>(
    (matchId, otherName, kind) => {
      if (callRef.current) return;
      const state: CallState = { phase: "outgoing", callId: crypto.randomUUID(), matchId, kind, otherName, answeredAt: null };
      callRef.current = state;
      setCall(state);
      void connect(state)
        .then(async (peer) => {
          const description = await peer.createOffer();
          await peer.setLocalDescription(description);
          frame({ type: "call_offer", matchId, callId: state.callId, kind, sdp: description.sdp ?? "" });
        })
        .catch(failed(state));
    },
    [connect, failed, frame],
  );

  const accept = () => {
    const state = callRef.current;
    if (!state || state.phase !== "incoming" || !offer.current) return;
    const active: CallState = { ...state, phase: "active", answeredAt: Date.now() };
    const sdp = offer.current;
    callRef.current = active;
    setCall(active);
    void connect(active)
      .then(async (peer) => {
        await peer.setRemoteDescription({ type: "offer", sdp });
        await flushIce(peer);
        const answer = await peer.createAnswer();
        await peer.setLocalDescription(answer);
        frame({ type: "call_answer", matchId: active.matchId, callId: active.callId, sdp: answer.sdp ?? "" });
      })
      .catch(failed(active));
  };

  const decline = () => {
    const state = callRef.current;
    if (state) frame({ type: "call_decline", matchId: state.matchId, callId: state.callId });
    cleanup();
  };

  const hangUp = useCallback(() => {
    const state = callRef.current;
    if (state) frame({ type: "call_hangup", matchId: state.matchId, callId: state.callId });
    cleanup();
  }, [cleanup, frame]);

  const onIncoming = (event: Extract<CallEvent, { type: "call_incoming" }>) => {
    // One call at a time; the server answers "busy" to callers it knows about, this covers the rest.
    if (callRef.current) return;
    const match = queryClient.getQueryData<Match[]>(matchesQueryKey)?.find((m) => m.id === event.matchId);
    const state: CallState = { phase: "incoming", callId: event.callId, matchId: event.matchId, kind: event.kind, otherName: match?.otherUser.name ?? "", otherGender: match?.otherUser.gender, answeredAt: null };
    offer.current = event.sdp;
    pendingIce.current = [];
    callRef.current = state;
    setCall(state);
    if (!match) void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
  };
  const onAnswer = (event: Extract<CallEvent, { type: "call_answer" }>) => {
    const state = callRef.current;
    const peer = pc.current;
    if (!state || state.callId !== event.callId || state.phase !== "outgoing" || !peer) return;
    const active: CallState = { ...state, phase: "active", answeredAt: Date.now() };
    callRef.current = active;
    setCall(active);
    void peer
      .setRemoteDescription({ type: "answer", sdp: event.sdp })
      .then(() => flushIce(peer))
      .catch(failed(active));
  };
  const onIce = (event: Extract<CallEvent, { type: "call_ice" }>) => {
    if (callRef.current?.callId !== event.callId) return;
    const peer = pc.current;
    if (peer?.remoteDescription) void peer.addIceCandidate(event.candidate).catch(() => undefined);
    else pendingIce.current.push(event.candidate);
  };
  const onEnd = (event: Extract<CallEvent, { type: "call_end" }>) => {
    const state = callRef.current;
    if (!state || state.callId !== event.callId) return;
    // "answered" goes to all the callee's tabs: the one that took the call keeps it.
    if (event.reason === "answered" && state.phase === "active") return;
    cleanup();
    const told = TOLD[event.reason];
    if (told) toast({ title: t(`call.ended.${told}`, { name: state.otherName, ...about(genderOf(state.matchId)) }) });
  };
  const receive = (event: CallEvent) => {
    if (event.type === "call_incoming") onIncoming(event);
    else if (event.type === "call_answer") onAnswer(event);
    else if (event.type === "call_ice") onIce(event);
    else onEnd(event);
  };
  // The host calls through a ref, so it always reaches this render's handlers.
  const receiveRef = useRef(receive);
  receiveRef.current = receive;
  // Leaving the signed-in app (sign-out) ends a call in progress.
  const hangUpRef = useRef(hangUp);
  hangUpRef.current = hangUp;
  useEffect(() => () => hangUpRef.current(), []);

  useEffect(() => {
    attach({ start, receive: (event) => receiveRef.current(event) });
    return () => attach(null);
  }, [attach, start]);
  const busy = call !== null;
  useEffect(() => onBusy(busy), [onBusy, busy]);

  return (
    <>
      <IncomingCallDialog call={call?.phase === "incoming" ? call : null} onAccept={accept} onDecline={decline} />
      {call && call.phase !== "incoming" && (
        <CallScreen call={call} peer={pc} local={streams.local} remote={streams.remote} onHangUp={hangUp} />
      )}
    </>
  );
}
