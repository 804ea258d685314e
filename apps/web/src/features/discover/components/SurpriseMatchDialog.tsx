import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Heart, Sparkles, X } from "lucide-react";
import type { LikeResult } from "@ulfa/contracts";
import { SURPRISE_DECISION_DELAY_MS } from "@ulfa/contracts/constants";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { Spinner } from "../../../ui/Spinner";
import { toast } from "../../../ui/toast-store";
import { cn } from "../../../ui/cn";
import { apiLang, invalidateAfterSwipe, useLike, useSurpriseMatch } from "../queries";
import { scoreColor } from "../score";
import type { MatchedPerson } from "./MatchDialog";
import { Photo } from "./Photo";
import { ProfilePrompts } from "./ProfilePrompts";
import { formatPercent } from "../../../i18n/format";
import { about } from "../../../i18n/gender";

/** AI Surprise Match overlay: loading, teaser, revealed, empty. */
export function SurpriseMatchDialog({ open, onClose, onMatch }: { open: boolean; onClose: () => void; onMatch: (person: MatchedPerson) => void }) {
  const { t, i18n } = useTranslation("discover");
  const qc = useQueryClient();
  const [exclude, setExclude] = useState<number[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [choice, setChoice] = useState<"like" | "pass" | null>(null);
  const query = useSurpriseMatch(exclude, apiLang(i18n.language), open);
  const like = useLike();

  useEffect(() => {
    if (!open) {
      setExclude([]);
      setRevealed(false);
      setChoice(null);
    }
  }, [open]);

  const data = query.data;
  const user = data?.user ?? null;
  const score = Math.round(data?.compatibilityScore ?? 0);

  const decide = (decision: "like" | "pass") => {
    if (!user || choice) return;
    setChoice(decision);
    window.setTimeout(() => {
      like.mutate(
        { toUserId: user.id, isLike: decision === "like", isSuperLike: false },
        {
          onSuccess: (res: LikeResult) => {
            invalidateAfterSwipe(qc);
            onClose();
            if (res.match) onMatch({ id: user.id, name: user.name, photo: user.profilePhoto ?? user.photos[0] ?? null });
            else if (decision === "like") toast({ title: t("toast.likeSent"), variant: "success" });
          },
          onError: () => {
            setChoice(null);
            toast({ title: t("toast.somethingWrong"), variant: "destructive" });
          },
        },
      );
    }, SURPRISE_DECISION_DELAY_MS);
  };

  const another = () => {
    if (user) setExclude((ids) => [...ids, user.id]);
    setRevealed(false);
    setChoice(null);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t("surprise.title")} className="max-w-md">
      <div data-testid="surprise-dialog" className="flex flex-col items-center gap-4 text-center">
        {query.isFetching && !data ? (
          <div className="flex flex-col items-center gap-3 py-8" data-testid="surprise-loading">
            <Sparkles className="h-10 w-10 animate-pulse text-brand-500" aria-hidden="true" />
            <Spinner />
            <p className="font-medium text-slate-800">{t("surprise.loadingTitle")}</p>
            <p className="text-sm text-slate-500">{t("surprise.loadingBody")}</p>
          </div>
        ) : query.isError ? (
          <p className="py-6 text-slate-600">{t("toast.somethingWrong")}</p>
        ) : !user ? (
          <div className="flex flex-col items-center gap-3 py-6" data-testid="surprise-empty">
            <Heart className="h-10 w-10 text-slate-300" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-900">{t("surprise.emptyTitle")}</p>
            <p className="text-sm text-slate-500">{t("surprise.emptyBody")}</p>
            <Button variant="outline" onClick={onClose}>
              {t("surprise.close")}
            </Button>
          </div>
        ) : !revealed ? (
          <div className="flex w-full flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-500 to-violet-600 p-6 text-white" data-testid="surprise-teaser">
            <Sparkles className="h-10 w-10" aria-hidden="true" />
            <p className="text-xl font-bold">{t("surprise.teaserTitle")}</p>
            <p className="text-5xl font-extrabold">{formatPercent(score / 100, i18n.language)}</p>
            <p className="text-sm text-white/90">{t("surprise.compatibility")}</p>
            <div className="flex w-full flex-col gap-2">
              <Button className="bg-white text-brand-700 hover:bg-white/90" onClick={() => setRevealed(true)}>
                {t("surprise.reveal")}
              </Button>
              <Button variant="ghost" className="text-white hover:bg-white/10" onClick={onClose}>
                {t("surprise.maybeLater")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex w-full flex-col items-center gap-3" data-testid="surprise-revealed">
            <div className="relative">
              <Photo src={user.profilePhoto ?? user.photos[0]} name={user.name} className="h-40 w-40 rounded-3xl text-5xl" alt={user.name} sizes="160px" />
              <span className="absolute -top-2 end-[-0.5rem] inline-flex items-center gap-1 rounded-full bg-violet-600 px-2 py-0.5 text-xs font-semibold text-white">
                <Sparkles className="h-3 w-3" aria-hidden="true" />
                {t("surprise.aiBadge")}
              </span>
              {choice && (
                <span
                  className={cn("absolute inset-0 flex items-center justify-center rounded-3xl bg-black/40", choice === "like" ? "text-emerald-400" : "text-red-400")}
                  aria-hidden="true"
                >
                  {choice === "like" ? <Heart className="h-16 w-16 fill-current" /> : <X className="h-16 w-16" />}
                </span>
              )}
            </div>
            <p className="text-xl font-bold text-slate-900">
              <bdi>{user.name}</bdi>
              {user.age !== null && <span className="font-normal">{t("card.ageSuffix", { age: user.age })}</span>}
            </p>
            {user.distance !== null && <p className="text-sm text-slate-500">{t("card.distance", { km: Math.round(user.distance) })}</p>}
            <p className={cn("text-2xl font-extrabold", scoreColor(score))}>{t("surprise.percent", { score })}</p>
            {data?.aiReason && (
              <div className="rounded-xl bg-slate-50 p-3 text-start text-sm text-slate-700">
                <p className="font-semibold text-slate-900">{t("surprise.why")}</p>
                <p>{data.aiReason}</p>
              </div>
            )}
            {user.prompts.length > 0 && (
              <div className="w-full">
                <ProfilePrompts prompts={user.prompts} compact />
              </div>
            )}
            {data?.matchStrengths?.length ? (
              <ul className="flex flex-wrap justify-center gap-1.5">
                {data.matchStrengths.map((s) => (
                  <li key={s} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
                    {t(`strengths.${s}`, { defaultValue: s, ...about(user.gender) })}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex gap-6">
              <button
                type="button"
                onClick={() => decide("pass")}
                disabled={choice !== null}
                aria-label={t("actions.pass")}
                className="flex h-14 w-14 items-center justify-center rounded-full border-2 border-red-200 bg-white text-red-500 shadow disabled:opacity-50"
              >
                <X className="h-7 w-7" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => decide("like")}
                disabled={choice !== null}
                aria-label={t("actions.like")}
                className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-500 text-white shadow disabled:opacity-50"
              >
                <Heart className="h-7 w-7" aria-hidden="true" />
              </button>
            </div>
            <div className="flex w-full gap-2">
              <Button variant="secondary" className="flex-1" onClick={another} disabled={choice !== null}>
                {t("surprise.another")}
              </Button>
              <Button variant="outline" className="flex-1" onClick={onClose}>
                {t("surprise.close")}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
