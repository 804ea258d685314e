import * as RadixDialog from "@radix-ui/react-dialog";
import { Mic, MicOff, PhoneOff, Video, VideoOff } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { CALL_STATS_INTERVAL_MS } from "@ulfa/contracts/constants";
import { formatDuration } from "../../i18n/format";
import { cn } from "../../ui/cn";
import { useReturnFocus } from "../../ui/useReturnFocus";
import type { CallState } from "./types";
import { mediaReceived } from "./peer";

/**
 * The call, full screen: the other member's video large, ours small, mute, camera and hang up. The
 * connection's state and how much media arrived are on data attributes (read by the e2e journey).
 */
export function CallScreen({
  call,
  peer,
  local,
  remote,
  onHangUp,
}: {
  call: CallState;
  peer: RefObject<RTCPeerConnection | null>;
  local: MediaStream | null;
  remote: MediaStream | null;
  onHangUp: () => void;
}) {
  const { t, i18n } = useTranslation("chat");
  const returnFocus = useReturnFocus(true);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [connection, setConnection] = useState<RTCPeerConnectionState>("new");
  const [received, setReceived] = useState(0);
  const [now, setNow] = useState(Date.now());
  const video = call.kind === "video";

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      const pc = peer.current;
      if (!pc) return;
      setConnection(pc.connectionState);
      if (pc.connectionState === "failed") onHangUp();
      void mediaReceived(pc, call.kind).then(setReceived, () => undefined);
    }, CALL_STATS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [peer, call.kind, onHangUp]);

  const toggle = (kind: "audio" | "video", off: boolean) => local?.getTracks().forEach((track) => track.kind === kind && (track.enabled = !off));
  const status =
    call.phase === "outgoing" ? t("call.calling", { name: call.otherName }) : connection === "connected" ? null : t("call.connecting");
  const duration = call.answeredAt !== null && connection === "connected" ? formatDuration(now - call.answeredAt, i18n.language) : null;

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onHangUp()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className="fixed inset-x-0 bottom-0 notice-top z-50 flex flex-col bg-slate-900 text-white"
          onCloseAutoFocus={returnFocus}
          // Escape must not end a call by accident: the hang-up button does.
          onEscapeKeyDown={(event) => event.preventDefault()}
          aria-describedby={undefined}
          data-testid="call-screen"
          data-connection-state={connection}
          data-media-received={received}
          data-call-kind={call.kind}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            {/* Two lines, not one cut: cut, "Voice call with Karim Al-Hashimi" lost the name's start in Arabic. */}
            <RadixDialog.Title className="line-clamp-2 min-w-0 break-words text-lg font-semibold">
              {t(video ? "call.videoWith" : "call.voiceWith", { name: call.otherName })}
            </RadixDialog.Title>
            <p className="text-sm tabular-nums text-slate-200" aria-live="polite" data-testid="call-status">
              {duration ? <time aria-label={t("call.duration", { duration })}>{duration}</time> : status}
            </p>
          </div>
          <div className="relative min-h-0 flex-1">
            {video ? (
              <MediaView stream={remote} className="h-full w-full bg-black object-contain" label={t("call.remoteVideo", { name: call.otherName })} />
            ) : (
              <>
                <MediaView stream={remote} audioOnly label={t("call.remoteVideo", { name: call.otherName })} />
                <div className="flex h-full items-center justify-center">
                  <p className="text-3xl font-semibold" dir="auto">{call.otherName}</p>
                </div>
              </>
            )}
            {video && (
              <MediaView
                stream={local}
                muted
                className={cn("absolute bottom-4 end-4 w-28 rounded-xl bg-slate-800 object-cover shadow-lg sm:w-44", cameraOff && "invisible")}
                label={t("call.localVideo")}
              />
            )}
          </div>
          <div className="flex items-center justify-center gap-4 px-4 py-5">
            <ControlButton
              pressed={muted}
              label={t("call.mute")}
              onClick={() => {
                toggle("audio", !muted);
                setMuted(!muted);
              }}
            >
              {muted ? <MicOff className="h-6 w-6" aria-hidden="true" /> : <Mic className="h-6 w-6" aria-hidden="true" />}
            </ControlButton>
            {video && (
              <ControlButton
                pressed={cameraOff}
                label={t("call.cameraOff")}
                onClick={() => {
                  toggle("video", !cameraOff);
                  setCameraOff(!cameraOff);
                }}
              >
                {cameraOff ? <VideoOff className="h-6 w-6" aria-hidden="true" /> : <Video className="h-6 w-6" aria-hidden="true" />}
              </ControlButton>
            )}
            <button
              type="button"
              onClick={onHangUp}
              className="rounded-full bg-red-600 p-4 hover:bg-red-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              aria-label={t("call.hangUp")}
              data-testid="call-hang-up"
            >
              <PhoneOff className="h-6 w-6" aria-hidden="true" />
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ControlButton({ pressed, label, onClick, children }: { pressed: boolean; label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      className={cn(
        "rounded-full p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
        pressed ? "bg-white text-slate-900" : "bg-slate-700 text-white hover:bg-slate-600",
      )}
    >
      {children}
    </button>
  );
}

/** A <video> (or <audio> for voice calls) playing a stream. */
function MediaView({ stream, muted, audioOnly, className, label }: { stream: MediaStream | null; muted?: boolean; audioOnly?: boolean; className?: string; label: string }) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  if (audioOnly) return <audio ref={ref} autoPlay aria-label={label} />;
  return <video ref={ref} autoPlay playsInline muted={muted} className={className} aria-label={label} />;
}
