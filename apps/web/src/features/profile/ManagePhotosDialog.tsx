import type { CurrentUser } from "@ulfa/contracts";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/Dialog";
import { PhotoGallery } from "./PhotoGallery";

export function ManagePhotosDialog({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("profile");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("gallery.manageTitle")} description={t("gallery.manageHint")}>
      <PhotoGallery user={user} />
    </Dialog>
  );
}
