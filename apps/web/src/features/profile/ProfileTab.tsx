import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Card } from "../../ui/Card";
import { EditProfileDialog } from "./EditProfileDialog";
import { LocationPrivacyDialog } from "../map/LocationPrivacyDialog";
import { LocationSettingsCard } from "./LocationSettingsCard";
import { TravelCard } from "../travel/TravelCard";
import { ManagePhotosDialog } from "./ManagePhotosDialog";
import { PhotoGallery } from "./PhotoGallery";
import { PrivacySafetyDialog } from "./PrivacySafetyDialog";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileMenu, type ProfileDialog } from "./ProfileMenu";
import { ProfileNotFound, ProfileSkeleton } from "./ProfileStates";
import { ProfileStatsTiles, PremiumCard } from "./ProfileStatsTiles";
import { SettingsDialog } from "./SettingsDialog";
import { VerificationDialog } from "./VerificationDialog";

/** The "profile" tab of /home and the body of /profile. */
export default function ProfileTab() {
  const { t } = useTranslation("profile");
  const { data: user, isPending } = useCurrentUser();
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const openChange = (name: ProfileDialog) => (open: boolean) => setDialog(open ? name : null);

  if (isPending) return <ProfileSkeleton />;
  if (!user) return <ProfileNotFound />;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6 md:px-8" data-testid="profile-screen">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("subtitle")}</p>
      </header>

      <ProfileHeader user={user} onEdit={() => setDialog("edit")} onVerify={() => setDialog("verify")} />

      <Card>
        <h2 className="mb-3 text-base font-semibold text-slate-900">{t("gallery.title")}</h2>
        <PhotoGallery user={user} />
      </Card>

      {user.isPremium && <PremiumCard user={user} />}
      <ProfileStatsTiles user={user} />
      <LocationSettingsCard user={user} />
      <TravelCard />
      <ProfileMenu user={user} onOpen={setDialog} />

      <EditProfileDialog user={user} open={dialog === "edit"} onOpenChange={openChange("edit")} />
      <ManagePhotosDialog user={user} open={dialog === "photos"} onOpenChange={openChange("photos")} />
      <SettingsDialog
        user={user}
        open={dialog === "settings"}
        onOpenChange={openChange("settings")}
        onLocationPrivacy={() => setDialog("locationPrivacy")}
      />
      <LocationPrivacyDialog user={user} open={dialog === "locationPrivacy"} onOpenChange={openChange("locationPrivacy")} />
      <PrivacySafetyDialog user={user} open={dialog === "privacy"} onOpenChange={openChange("privacy")} />
      <VerificationDialog user={user} open={dialog === "verify"} onOpenChange={openChange("verify")} />
    </div>
  );
}
