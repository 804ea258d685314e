import { ONBOARDING_PHOTOS_MIN, PHOTOS_MAX } from "@ulfa/contracts/constants";
import { ChevronLeft, ChevronRight, ImagePlus, X } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { about } from "../../i18n/gender";
import { Spinner } from "../../ui/Spinner";
import { checkImageFile, compressImage, dataUrlToBlob } from "../../entities/photo/image";
import { useAddPhoto, useRemovePhoto, useReorderPhotos } from "../profile/queries";
import type { ScreenProps } from "./BasicScreens";
import { StepFrame } from "./StepFrame";

/** At least ONBOARDING_PHOTOS_MIN photos (POST /api/photos), in the member's order (PUT /api/photos/order); the first is the one on the card. */
export function PhotosScreen({ user, onNext }: ScreenProps) {
  const { t } = useTranslation("onboarding");
  const add = useAddPhoto();
  const remove = useRemovePhoto();
  const reorder = useReorderPhotos();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const photos = user.photos;
  const busy = preparing || add.isPending || remove.isPending || reorder.isPending;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, PHOTOS_MAX - photos.length);
    event.target.value = "";
    setProblem(null);
    for (const file of files) {
      const bad = checkImageFile(file);
      if (bad) {
        setProblem(t(bad === "notImage" ? "photos.notImage" : "photos.tooLarge"));
        continue;
      }
      setPreparing(true);
      try {
        await add.mutateAsync(dataUrlToBlob(await compressImage(file)));
      } catch (err) {
        setProblem(messageOf(err, t("photos.failed")));
      } finally {
        setPreparing(false);
      }
    }
  };
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo);
    reorder.mutate(next, { onError: (err) => setProblem(messageOf(err, t("photos.failed"))) });
  };

  const missing = Math.max(0, ONBOARDING_PHOTOS_MIN - photos.length);
  return (
    <StepFrame
      title={t("photos.title", about(user.gender))}
      hint={t("photos.hint", { count: ONBOARDING_PHOTOS_MIN, ...about(user.gender) })}
      canSubmit={missing === 0 && !busy}
      onSubmit={onNext}
      primary={missing > 0 ? t("photos.more", { count: missing }) : undefined}
    >
      <ul className="grid grid-cols-3 gap-2" aria-label={t("photos.list")}>
        {photos.map((url, i) => (
          <li key={url} className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200" data-testid="onboarding-photo">
            <img src={url} alt={t("photos.photo", { n: i + 1 })} className="h-full w-full object-cover" />
            {i === 0 && <span className="absolute start-1.5 top-1.5 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-brand-700">{t("photos.main")}</span>}
            <button
              type="button"
              onClick={() => remove.mutate(i)}
              disabled={busy}
              aria-label={t("photos.remove", { n: i + 1 })}
              className="absolute end-1 top-1 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-600"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              <button
                type="button"
                onClick={() => move(i, i - 1)}
                disabled={busy || i === 0}
                aria-label={t("photos.earlier", { n: i + 1 })}
                className="grid h-8 w-8 place-items-center rounded-full bg-white/90 text-slate-700 shadow disabled:invisible"
              >
                <ChevronLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => move(i, i + 1)}
                disabled={busy || i === photos.length - 1}
                aria-label={t("photos.later", { n: i + 1 })}
                className="grid h-8 w-8 place-items-center rounded-full bg-white/90 text-slate-700 shadow disabled:invisible"
              >
                <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {photos.length < PHOTOS_MAX && (
          <li className="aspect-[3/4]">
            <label className="flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50 text-center text-xs font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-brand-100">
              {busy ? <Spinner className="h-5 w-5" /> : <ImagePlus className="h-6 w-6" aria-hidden="true" />}
              {t("photos.add")}
              <input type="file" accept="image/*" multiple className="sr-only" onChange={(e) => void onFiles(e)} disabled={busy} data-testid="onboarding-photo-input" />
            </label>
          </li>
        )}
      </ul>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </StepFrame>
  );
}
