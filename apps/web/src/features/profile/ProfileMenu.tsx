import type { CurrentUser } from "@ulfa/contracts";
import { BarChart3, ChevronRight, Crown, Images, Info, LogOut, Pencil, Settings, Settings2, Shield, Sparkles, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Card } from "../../ui/Card";
import { cn } from "../../ui/cn";
import { useLogout } from "../auth";
import { useSite, useSiteName } from "../site";

export type ProfileDialog = "edit" | "photos" | "settings" | "locationPrivacy" | "privacy" | "verify";

const rowClass = "flex w-full items-center gap-3 px-4 py-3.5 text-start text-sm font-medium text-slate-800 hover:bg-rose-50/60 disabled:opacity-60";

function RowContent({ icon, label, hint, danger }: { icon: ReactNode; label: string; hint?: string; danger?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <>
      <span className={cn("flex h-9 w-9 shrink-0 items-center justify-center rounded-full", danger ? "bg-red-50 text-red-600" : "bg-rose-50 text-brand-600")}>{icon}</span>
      <span className="min-w-0 flex-1">
        <span className={cn("block", danger && "text-red-700")}>{label}</span>
        {hint && <span className="block text-xs font-normal text-slate-500">{hint}</span>}
      </span>
      <ChevronRight className={cn("h-4 w-4 shrink-0 text-slate-400", i18n.dir() === "rtl" && "rotate-180")} aria-hidden="true" />
    </>
  );
}

/** The menu rows of the profile screen. */
export function ProfileMenu({ user, onOpen }: { user: CurrentUser; onOpen: (dialog: ProfileDialog) => void }) {
  const { t } = useTranslation("profile");
  const siteName = useSiteName();
  const premiumOn = useSite().data?.features.premium !== false;
  const { logout, isPending } = useLogout();
  const icon = (Icon: typeof Pencil) => <Icon className="h-4 w-4" aria-hidden="true" />;
  return (
    <Card className="p-0">
      <nav aria-label={t("menu.label")}>
        <ul className="divide-y divide-rose-100">
          <li>
            <button type="button" className={rowClass} onClick={() => onOpen("edit")}>
              <RowContent icon={icon(Pencil)} label={t("menu.editInformation")} />
            </button>
          </li>
          <li>
            <button type="button" className={rowClass} onClick={() => onOpen("photos")}>
              <RowContent icon={icon(Images)} label={t("menu.managePhotos")} />
            </button>
          </li>
          <li>
            <button type="button" className={rowClass} onClick={() => onOpen("settings")}>
              <RowContent icon={icon(Settings)} label={t("menu.settings")} />
            </button>
          </li>
          <li>
            <button type="button" className={rowClass} onClick={() => onOpen("privacy")}>
              <RowContent icon={icon(Shield)} label={t("menu.privacySafety")} />
            </button>
          </li>
          <li>
            <Link to="/profile/edit" className={rowClass}>
              <RowContent icon={icon(Sparkles)} label={t("menu.enhancedProfile")} hint={t("menu.enhancedProfileHint")} />
            </Link>
          </li>
          {/* With premium switched off (site settings) nothing is sold; premium members still see what they have. */}
          {(user.isPremium || premiumOn) && (
            <li>
              {user.isPremium ? (
                <Link to="/premium-features" className={rowClass}>
                  <RowContent icon={icon(Crown)} label={t("menu.premiumFeatures")} />
                </Link>
              ) : (
                <Link to="/premium" className={rowClass}>
                  <RowContent icon={icon(Crown)} label={t("menu.upgrade")} hint={t("menu.upgradeHint")} />
                </Link>
              )}
            </li>
          )}
          <li>
            <Link to="/about" className={rowClass}>
              <RowContent icon={icon(Info)} label={t("menu.about", { site: siteName })} />
            </Link>
          </li>
          {user.isAdmin && (
            <li>
              <Link to="/analytics" className={rowClass}>
                <RowContent icon={icon(BarChart3)} label={t("menu.analytics")} />
              </Link>
            </li>
          )}
          {user.isAdmin && (
            <li>
              <Link to="/admin/site" className={rowClass}>
                <RowContent icon={icon(Settings2)} label={t("adminSite:navLink")} />
              </Link>
            </li>
          )}
          <li>
            <Link to="/delete-account" className={rowClass}>
              <RowContent icon={icon(Trash2)} label={t("menu.deleteAccount")} danger />
            </Link>
          </li>
          <li>
            <button type="button" className={rowClass} onClick={logout} disabled={isPending} data-testid="logout-row">
              <RowContent icon={icon(LogOut)} label={isPending ? t("menu.loggingOut") : t("menu.logout")} danger />
            </button>
          </li>
        </ul>
      </nav>
    </Card>
  );
}
