import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/useCurrentUser";
import { LanguageSwitch } from "../../ui/LanguageSwitch";
import { AnnouncementBanner, BrandLogo } from "../../features/site";

// Only members see the menu: visitors never download the dropdown (Radix menu and floating-ui).
const MemberMenu = lazy(() => import("./MemberMenu"));

/** Header of the public pages: logo, EN/AR switch, and either "Sign In" or the member menu. */
export function PublicHeader() {
  const { t } = useTranslation("landing");
  const { data: user, isPending } = useCurrentUser();
  return (
    <header className="sticky notice-top z-30 border-b border-rose-100/70 bg-white/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLogo />
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          {!isPending && (user ? (
            <Suspense fallback={null}>
              <MemberMenu name={user.name} photo={user.profilePhoto} />
            </Suspense>
          ) : (
            <Link to="/auth?mode=login" className="hidden rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex">
              {t("header.signIn")}
            </Link>
          ))}
        </div>
      </div>
      {!isPending && <AnnouncementBanner memberId={user?.id ?? null} />}
    </header>
  );
}
