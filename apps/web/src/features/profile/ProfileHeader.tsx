import type { CurrentUser } from "@ulfa/contracts";
import { BadgeCheck, Clock, Pencil, ShieldCheck, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { mainPhotoOf } from "./avatar";
import { FallbackImage } from "../../entities/member/FallbackImage";
import { profilePlace } from "../../i18n/places";
import { about } from "../../i18n/gender";

export function ProfileHeader({ user, onEdit, onVerify }: { user: CurrentUser; onEdit: () => void; onVerify: () => void }) {
  const { t, i18n } = useTranslation("profile");
  const photo = mainPhotoOf(user);
  return (
    <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-start">
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-full border-4 border-rose-100 bg-slate-100">
        {photo ? (
          <FallbackImage src={photo} alt={t("header.avatarAlt", { name: user.name })} className="h-full w-full object-cover" data-testid="profile-avatar" />
        ) : (
          <div role="img" aria-label={t("header.noPhoto")} className="flex h-full w-full items-center justify-center text-slate-400">
            <User className="h-10 w-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h2 dir="auto" className="truncate text-xl font-semibold text-slate-900" data-testid="profile-name">
            {user.name}
          </h2>
          {user.isVerified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-700">
              <BadgeCheck className="h-4 w-4" aria-hidden="true" />
              {t("header.verified", about(user.gender))}
            </span>
          )}
        </div>
        <p className="text-sm text-slate-600" data-testid="profile-age">
          {t("header.age", { age: user.age })}
          {user.location && (
            <>
              {" · "}
              <bdi>{profilePlace(user, i18n.language)}</bdi>
            </>
          )}
        </p>
        <p dir={user.bio ? "auto" : undefined} className="whitespace-pre-line break-words text-sm text-slate-700" data-testid="profile-bio">
          {user.bio || <span className="text-slate-400">{t("header.noBio")}</span>}
        </p>
        <div className="flex flex-wrap justify-center gap-2 pt-2 sm:justify-start">
          <Button size="sm" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t("header.edit")}
          </Button>
          {!user.isVerified &&
            (user.verificationStatus === "pending" ? (
              <span className="inline-flex h-8 items-center gap-1.5 rounded-full bg-amber-50 px-3 text-sm font-medium text-amber-800" data-testid="verification-pending">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {t("header.verificationPending")}
              </span>
            ) : (
              <Button size="sm" variant="outline" onClick={onVerify}>
                <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                {t("header.verify")}
              </Button>
            ))}
        </div>
      </div>
    </Card>
  );
}
