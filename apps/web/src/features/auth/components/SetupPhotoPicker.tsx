import { Camera, ImagePlus, X } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../api/client";
import { Spinner } from "../../../ui/Spinner";
import { checkImageFile, compressImage, dataUrlToBlob } from "../../../entities/photo/image";
import { useAddPhoto } from "../../profile/queries";

/**
 * The first photo, picked from the phone (its gallery or its camera) and uploaded at once through
 * POST /api/photos, so the preview is the stored, same-origin image the page's CSP allows.
 * `onChange(url)` hands the stored URL up; the form saves it as the profile photo.
 */
export function SetupPhotoPicker({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation("mobile");
  const add = useAddPhoto();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const busy = preparing || add.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return setError(t(problem === "notImage" ? "setup.photoNotImage" : "setup.photoTooLarge"));
    setError(null);
    setPreparing(true);
    let blob: Blob;
    try {
      blob = dataUrlToBlob(await compressImage(file));
    } catch {
      return setError(t("setup.photoNotImage"));
    } finally {
      setPreparing(false);
    }
    add.mutate(blob, {
      onSuccess: ({ photos }) => onChange(photos[photos.length - 1] ?? null),
      onError: (err) => setError(messageOf(err, t("setup.photoFailed"))),
    });
  };

  const picker = "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-brand-100";
  return (
    <div className="flex items-center gap-4" data-testid="setup-photo">
      {value ? (
        <span className="relative shrink-0">
          <img src={value} alt={t("setup.photoPreview")} className="h-20 w-20 rounded-2xl object-cover ring-2 ring-brand-100" data-testid="setup-photo-preview" />
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t("setup.removePhoto")}
            className="absolute -end-2 -top-2 grid h-8 w-8 place-items-center rounded-full bg-white text-slate-600 shadow ring-1 ring-slate-200 hover:text-red-600"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </span>
      ) : (
        <span className="grid h-20 w-20 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-400">
          {busy ? <Spinner /> : <ImagePlus className="h-8 w-8" aria-hidden="true" />}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-medium text-slate-700">{t("setup.photoLabel")}</p>
        <div className="flex flex-wrap gap-2">
          <label className={picker}>
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
            {t("setup.choosePhoto")}
            <input type="file" accept="image/*" className="sr-only" disabled={busy} onChange={(e) => void onFile(e)} aria-describedby={error ? errorId : undefined} data-testid="setup-photo-input" />
          </label>
          <label className={picker}>
            <Camera className="h-4 w-4" aria-hidden="true" />
            {t("setup.takePhoto")}
            <input type="file" accept="image/*" capture="user" className="sr-only" disabled={busy} onChange={(e) => void onFile(e)} aria-describedby={error ? errorId : undefined} data-testid="setup-camera-input" />
          </label>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
