import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Camera } from "lucide-react";
import type { CurrentUser } from "@ulfa/contracts";
import { Button } from "../../../ui/Button";
import { ManagePhotosDialog } from "../ManagePhotosDialog";
import { EditorCard } from "./EditorCard";
import { mainPhotoOf } from "../avatar";
import { FallbackImage } from "../../../entities/member/FallbackImage";

/** The photos entry: photos upload, reorder and delete at once in their own dialog (files, not form text). */
export function PhotosEntry({ user }: { user: CurrentUser }) {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState(false);
  const main = mainPhotoOf(user);
  return (
    <EditorCard id="photos" title={t("editor.sections.photos")} note={t("editor.photosNote")}>
      <div className="flex items-center gap-4">
        <div className="h-16 w-16 shrink-0 overflow-hidden rounded-full bg-slate-100">
          {main && <FallbackImage src={main} alt={t("header.avatarAlt", { name: user.name })} className="h-full w-full object-cover" />}
        </div>
        <p className="text-sm text-slate-600">{t("editor.photoCount", { count: user.photos.length })}</p>
        <Button type="button" variant="outline" onClick={() => setOpen(true)} className="ms-auto" data-testid="editor-manage-photos">
          <Camera className="h-4 w-4" aria-hidden="true" />
          {t("editor.managePhotos")}
        </Button>
      </div>
      <ManagePhotosDialog user={user} open={open} onOpenChange={setOpen} />
    </EditorCard>
  );
}
