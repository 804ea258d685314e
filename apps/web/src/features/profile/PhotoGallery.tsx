import type { CurrentUser } from "@ulfa/contracts";
import { PHOTOS_MAX } from "@ulfa/contracts/constants";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronLeft, ChevronRight, ImagePlus, MoreVertical, Star, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";
import { FallbackImage } from "../../entities/member/FallbackImage";
import { checkImageFile } from "../../entities/photo/image";
import { useAddPhoto, useRemovePhoto, useReorderPhotos } from "./queries";

const move = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** Up to nine photos; the first is the main one. Add, remove, make main and move,
 * through one 40 px options menu per tile (Radix dropdown, aligned to the end side). */
export function PhotoGallery({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation("profile");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const add = useAddPhoto();
  const remove = useRemovePhoto();
  const reorder = useReorderPhotos();
  const busy = add.isPending || remove.isPending || reorder.isPending;
  const photos = user.photos;
  const rtl = i18n.dir() === "rtl";
  // "Earlier" points towards the start of the line, which is on the right in Arabic.
  const EarlierIcon = rtl ? ChevronRight : ChevronLeft;
  const LaterIcon = rtl ? ChevronLeft : ChevronRight;
  // Each item is at least 40 px tall (touch target); the per-tile trigger is 40 x 40.
  const item =
    "flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100";

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem === "notImage") return void toast({ title: t("gallery.invalidTitle"), description: t("gallery.invalidBody"), variant: "destructive" });
    if (problem === "tooLarge") return void toast({ title: t("gallery.invalidTitle"), description: t("edit.photoTooLarge"), variant: "destructive" });
    add.mutate(file, {
      onSuccess: () => toast({ title: t("toasts.photoAdded"), variant: "success" }),
      onError: (err) => toast({ title: t("toasts.uploadFailed"), description: messageOf(err, t("toasts.addPhotoFailed")), variant: "destructive" }),
    });
  };
  const onRemove = (index: number) =>
    remove.mutate(index, {
      onSuccess: () => toast({ title: t("toasts.photoRemoved"), variant: "success" }),
      onError: (err) => toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.removePhotoFailed")), variant: "destructive" }),
    });
  const onMove = (from: number, to: number) =>
    reorder.mutate(move(photos, from, to), {
      onError: (err) => toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.reorderFailed")), variant: "destructive" }),
    });

  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-xs text-slate-500">
        <span data-testid="photo-count">{t("gallery.count", { n: photos.length, max: PHOTOS_MAX })}</span>
        {busy && <Spinner label={t("gallery.working")} className="scale-75" />}
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="photo-gallery">
        {photos.map((src, index) => (
          <li key={`${src}-${index}`} className="group relative aspect-square overflow-hidden rounded-xl bg-slate-100" data-testid="gallery-photo">
            <FallbackImage src={src} alt={t("gallery.photoAlt", { n: index + 1 })} className="h-full w-full object-cover" loading="lazy" />
            {index === 0 && (
              <span className="absolute start-1.5 top-1.5 rounded-full bg-brand-600 px-2 py-0.5 text-[10px] font-semibold text-white">{t("gallery.main")}</span>
            )}
            <DropdownMenu.Root modal={false} dir={rtl ? "rtl" : "ltr"}>
              <DropdownMenu.Trigger asChild>
                <button
                  type="button"
                  className="absolute bottom-1 end-1 flex h-10 w-10 items-center justify-center rounded-full bg-black/55 text-white shadow-sm hover:bg-black/70 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white data-[state=open]:bg-black/75"
                  aria-label={t("gallery.options", { n: index + 1 })}
                  data-testid="photo-menu"
                >
                  <MoreVertical className="h-5 w-5" aria-hidden="true" />
                </button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={4}
                  // Keep clear of the mobile bottom navigation: flip above the tile rather than hide under it.
                  collisionPadding={{ top: 8, right: 8, left: 8, bottom: 72 }}
                  className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
                >
                  {index > 0 && (
                    <DropdownMenu.Item className={item} disabled={busy} onSelect={() => onMove(index, 0)}>
                      <Star className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {t("gallery.makeMainItem")}
                    </DropdownMenu.Item>
                  )}
                  {index > 0 && (
                    <DropdownMenu.Item className={item} disabled={busy} onSelect={() => onMove(index, index - 1)}>
                      <EarlierIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {t("gallery.moveEarlierItem")}
                    </DropdownMenu.Item>
                  )}
                  {index < photos.length - 1 && (
                    <DropdownMenu.Item className={item} disabled={busy} onSelect={() => onMove(index, index + 1)}>
                      <LaterIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {t("gallery.moveLaterItem")}
                    </DropdownMenu.Item>
                  )}
                  {photos.length > 1 && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
                  <DropdownMenu.Item className={`${item} text-red-600 data-[highlighted]:bg-red-50`} disabled={busy} onSelect={() => onRemove(index)}>
                    <Trash2 className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {t("gallery.deleteItem")}
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        ))}
        {photos.length < PHOTOS_MAX && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-rose-200 text-brand-700 hover:bg-rose-50 focus-within:outline focus-within:outline-2 focus-within:outline-brand-600"
            >
              {add.isPending ? <Spinner label={t("gallery.uploading")} /> : <ImagePlus className="h-6 w-6" aria-hidden="true" />}
              <span className="text-xs font-medium">{add.isPending ? t("gallery.uploading") : t("gallery.add")}</span>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={add.isPending}
                data-testid="add-photo-input"
                onChange={(e) => onFile(e.target.files?.[0])}
              />
            </label>
          </li>
        )}
      </ul>
      {photos.length === 0 && <p className="mt-2 text-sm text-slate-500">{t("gallery.empty")}</p>}
    </div>
  );
}
