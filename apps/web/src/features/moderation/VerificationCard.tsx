import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { VerificationQueueItem } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { cn } from "../../ui/cn";
import { formatDateTime, formatPercent } from "../../i18n/format";
import { isolate } from "./QueueStates";

/** The profile photos to compare with (main photo first, no repeats, at most four). */
const photosOf = (item: VerificationQueueItem) => [...new Set([item.profilePhoto, ...item.photos].filter((p): p is string => Boolean(p)))].slice(0, 4);

/** A pending selfie beside the member's profile photos, with approve and reject (each confirmed by the queue). */
export function VerificationCard({ item, onDecide }: { item: VerificationQueueItem; onDecide: (decision: "approve" | "reject") => void }) {
  const { t, i18n } = useTranslation("moderation");
  const photos = photosOf(item);
  return (
    <div className="min-w-0 flex-1 space-y-3" data-testid="verification-item">
      <div className="flex items-baseline justify-between gap-2">
        <p className="min-w-0 truncate font-semibold text-slate-900" dir="auto">
          {t("verifications.who", { name: isolate(item.name), age: item.age })}
        </p>
        <time className="shrink-0 text-xs text-slate-500" dateTime={item.submittedAt}>
          {formatDateTime(item.submittedAt, i18n.language)}
        </time>
      </div>
      {item.confidence !== null && (
        <p className="text-sm text-slate-600" data-testid="verification-score">
          {t("verifications.faceMatch", { score: isolate(formatPercent(item.confidence, i18n.language)) })}
        </p>
      )}
      <div className="grid max-w-md grid-cols-2 gap-3">
        <figure className="space-y-1">
          <img src={item.selfieUrl} alt={t("verifications.selfieOf", { name: item.name })} className="aspect-square w-full rounded-xl bg-slate-100 object-cover" />
          <figcaption className="text-center text-xs text-slate-500">{t("verifications.selfie")}</figcaption>
        </figure>
        <figure className="space-y-1">
          {photos.length > 0 ? (
            <div className={cn("grid aspect-square gap-1 overflow-hidden rounded-xl", photos.length > 1 && "grid-cols-2", photos.length > 2 && "grid-rows-2")}>
              {photos.map((src) => (
                <img key={src} src={src} alt="" className="h-full min-h-0 w-full bg-slate-100 object-cover" />
              ))}
            </div>
          ) : (
            <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-100 text-slate-400">
              <ImageOff className="h-8 w-8" aria-hidden="true" />
            </div>
          )}
          <figcaption className="text-center text-xs text-slate-500">{t("verifications.photos")}</figcaption>
        </figure>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => onDecide("reject")}>
          {t("verifications.reject")}
        </Button>
        <Button size="sm" onClick={() => onDecide("approve")}>
          {t("verifications.approve")}
        </Button>
      </div>
    </div>
  );
}
