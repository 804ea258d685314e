import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, SelfieChallenge } from "@ulfa/contracts";
import { SELFIE_CAPTURE_QUALITY } from "@ulfa/contracts/constants";
import { Camera, Clock, RotateCcw, Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, messageOf } from "../../api/client";
import { userQueryKey } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { toast } from "../../ui/toast-store";
import { mainPhotoOf } from "./avatar";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** Front camera, ideally 640x480. */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } },
  audio: false,
};

export const verificationStatusKey = ["profile", "verification"] as const;

/**
 * Profile Verification: a selfie taken with the camera, in the random pose the server asks for (its
 * challenge), is compared on the server with the member's photos. It is verified or rejected at once
 * when the face model is sure, else reviewed by people (docs/product-rules.md): the answer says which.
 */
export function VerificationDialog({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  // Capture is offered once the preview shows frames, so a click never grabs an empty picture.
  const [ready, setReady] = useState(false);
  const [starting, setStarting] = useState(false);
  const [captured, setCaptured] = useState<string | null>(null);
  // The pose to show, fetched with each camera start; null when automatic verification is off.
  const [challenge, setChallenge] = useState<SelfieChallenge | null>(null);

  const status = useQuery({
    queryKey: verificationStatusKey,
    queryFn: ({ signal }) => call(endpoints.profile.verificationStatus, {}, { signal }),
    enabled: open,
    staleTime: 0,
  });

  const stopCamera = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setCameraOn(false);
    setReady(false);
  }, []);

  // Closing stops the camera and forgets the picture.
  useEffect(() => {
    if (!open) {
      stopCamera();
      setCaptured(null);
    }
  }, [open, stopCamera]);
  useEffect(() => stopCamera, [stopCamera]);

  const startCamera = async () => {
    setCaptured(null);
    setStarting(true);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("no camera API");
      // Without a challenge the selfie still goes to the admins: a failed fetch never blocks it.
      setChallenge(await call(endpoints.profile.challenge).catch(() => null));
      const media = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      stream.current = media;
      // The <video> mounts once cameraOn is true; attachVideo then connects the stream.
      setCameraOn(true);
    } catch {
      toast({ title: t("verify.cameraErrorTitle"), description: t("verify.cameraErrorBody"), variant: "destructive" });
    } finally {
      setStarting(false);
    }
  };

  const attachVideo = useCallback((el: HTMLVideoElement | null) => {
    video.current = el;
    if (el && stream.current && el.srcObject !== stream.current) {
      el.srcObject = stream.current;
      void el.play().catch(() => undefined);
    }
  }, []);

  const capture = () => {
    const el = video.current;
    if (!el || !el.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = el.videoWidth;
    canvas.height = el.videoHeight;
    canvas.getContext("2d")?.drawImage(el, 0, 0);
    setCaptured(canvas.toDataURL("image/jpeg", SELFIE_CAPTURE_QUALITY));
    stopCamera();
  };

  const submit = useMutation({
    mutationFn: (capturedImage: string) =>
      call(endpoints.profile.submitSelfie, {
        body: {
          capturedImage,
          profilePhoto: mainPhotoOf(user),
          ...(challenge?.token ? { challengeToken: challenge.token } : {}),
        },
      }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: verificationStatusKey });
      if (result.success && result.status === "approved") {
        toast({ title: t("verify.successTitle"), description: t("verify.successBody"), variant: "success" });
        onOpenChange(false);
      } else if (result.status === "pending") {
        toast({ title: t("verify.submittedTitle"), description: t("verify.submittedBody"), variant: "info" });
        onOpenChange(false);
      } else {
        // Rejected automatically: another face, or one of the member's photos again (the server's reason, translated).
        toast({ title: t("verify.failedTitle"), description: t(result.reason === "notNewCapture" ? "verify.notNewCapture" : "verify.mismatch"), variant: "destructive" });
      }
    },
    onError: (err) =>
      err instanceof ApiError && err.status < 500
        ? toast({ title: t("verify.failedTitle"), description: messageOf(err, t("verify.failedBody")), variant: "destructive" })
        : toast({ title: t("verify.errorTitle"), description: t("verify.errorBody"), variant: "destructive" }),
  });

  // After several automatic refusals the member can hand the last selfie to a moderator.
  const humanReview = useMutation({
    mutationFn: () => call(endpoints.profile.humanReview),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: verificationStatusKey });
      toast({ title: t("verify.submittedTitle"), description: t("verify.humanReviewQueued"), variant: "info" });
    },
    onError: (err) => toast({ title: t("verify.failedTitle"), description: messageOf(err, t("verify.failedBody")), variant: "destructive" }),
  });

  const current = status.data?.status ?? user.verificationStatus;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("verify.title")} description={t("verify.description")}>
      <div className="space-y-4" data-testid="verification-dialog">
        {current === "pending" && (
          <p className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
            <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("verify.underReview")}
          </p>
        )}
        {current === "rejected" && (
          <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800" role="status">
            {t("verify.rejected")}
            {status.data?.note ? ` ${status.data.note}` : ""}
          </p>
        )}
        {current === "rejected" && status.data?.humanReviewAvailable && (
          <div className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            <p>{t("verify.humanReviewOffer")}</p>
            <Button type="button" variant="outline" disabled={humanReview.isPending} onClick={() => humanReview.mutate()}>
              {t("verify.humanReview")}
            </Button>
          </div>
        )}
        <ul className="list-disc space-y-1 ps-5 text-sm text-slate-600">
          <li>{t("verify.tip1")}</li>
          <li>{t("verify.tip2")}</li>
          <li>{t("verify.tip3")}</li>
        </ul>

        {challenge?.pose && (cameraOn || captured) && (
          <p className="rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-800" role="status" data-testid="selfie-pose">
            {t(`verify.pose.${challenge.pose}`)}
          </p>
        )}
        <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl bg-slate-900 text-slate-300">
          {captured ? (
            <img src={captured} alt={t("verify.capturedAlt")} className="h-full w-full object-cover" data-testid="captured-selfie" />
          ) : cameraOn ? (
            // Mirrored like a mirror, as people expect from a front camera.
            <video ref={attachVideo} autoPlay playsInline muted onPlaying={() => setReady(true)} onLoadedData={() => setReady(true)} className="h-full w-full -scale-x-100 object-cover" aria-label={t("verify.preview")} />
          ) : (
            <Camera className="h-12 w-12" aria-hidden="true" />
          )}
        </div>

        <div className="flex flex-wrap justify-end gap-2">
          {!cameraOn && !captured && (
            <Button onClick={() => void startCamera()} disabled={starting}>
              <Camera className="h-4 w-4" aria-hidden="true" />
              {starting ? t("verify.starting") : t("verify.startCamera")}
            </Button>
          )}
          {cameraOn && (
            <Button onClick={capture} disabled={!ready}>
              <Camera className="h-4 w-4" aria-hidden="true" />
              {t("verify.capture")}
            </Button>
          )}
          {captured && (
            <>
              <Button variant="outline" onClick={() => void startCamera()} disabled={submit.isPending}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {t("verify.retake")}
              </Button>
              <Button onClick={() => submit.mutate(captured)} disabled={submit.isPending}>
                <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                {submit.isPending ? t("verify.submitting") : t("verify.submit")}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
