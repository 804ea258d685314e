import { BarChart3, Compass, Crown, MapPin, MessageCircle, Settings2, User, Users } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/useCurrentUser";
import { UnderReviewBanner } from "../../features/trust/UnderReviewBanner";
import { LanguageSwitch } from "../../ui/LanguageSwitch";
import { cn } from "../../ui/cn";
import { DECK_ID, type HomeTab } from "../../entities/home-tabs";
import { NavBadge } from "./NavBadge";
import { AnnouncementBanner, PolicyNotice, SiteBrandLink, useSite } from "../../features/site";
import { OwnStateBanner } from "../../features/privacy/OwnStateBanner";

interface NavItem {
  tab: HomeTab;
  key: string;
  icon: typeof Compass;
  desktopOnly?: boolean;
}

const ITEMS: NavItem[] = [
  { tab: "discover", key: "discover", icon: Compass },
  { tab: "matches", key: "matches", icon: MessageCircle },
  { tab: "map", key: "map", icon: MapPin },
  { tab: "profile", key: "profile", icon: User },
  // Phones reach premium from the profile and the counters; the sidebar has room for it.
  { tab: "premium", key: "premium", icon: Crown, desktopOnly: true },
];

/** Where the skip link (the page's first focusable element) jumps: the deck on Discover (DECK_ID), else the main content. */
const MAIN_ID = "main-content";

/**
 * The signed-in frame: a sidebar on wide screens, a bottom bar on phones, the site's notices above the page.
 * `onSelect` switches tabs in place; without it (other pages) items link to /home. Routes get it through MemberLayout.
 */
export function MemberShell({ active, onSelect, children }: { active?: HomeTab; onSelect?: (tab: HomeTab) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: site } = useSite();
  // The operator may switch the map off (site settings): its tab goes with it.
  const items = ITEMS.filter((entry) => entry.tab !== "map" || site?.features.map !== false);

  const item = (entry: NavItem, variant: "side" | "bottom") => {
    const Icon = entry.icon;
    const isActive = active === entry.tab;
    const className = cn(
      variant === "side"
        ? "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium"
        : "flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium",
      isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-50 hover:text-slate-900",
    );
    const content = (
      <>
        <span className="relative">
          <Icon className="h-5 w-5" aria-hidden="true" />
          {entry.tab === "matches" && <NavBadge />}
        </span>
        <span>{t(`nav.${entry.key}`)}</span>
      </>
    );
    return onSelect ? (
      <button key={entry.key} type="button" className={className} aria-current={isActive ? "page" : undefined} onClick={() => onSelect(entry.tab)}>
        {content}
      </button>
    ) : (
      <Link key={entry.key} className={className} to={entry.tab === "discover" ? "/home" : `/home?tab=${entry.tab}`}>
        {content}
      </Link>
    );
  };

  const skipToDeck = active === "discover";
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The deck when it is there (an empty deck has none): else the main content.
    const target = (skipToDeck && document.getElementById(DECK_ID)) || document.getElementById(MAIN_ID);
    target?.focus();
  };

  return (
    <div className="min-h-dvh md:flex">
      <a
        href={`#${skipToDeck ? DECK_ID : MAIN_ID}`}
        onClick={skip}
        // 0 x 0 until focused (not sr-only's 1 x 1 px, which reads as a tiny target), then a visible button.
        className="fixed start-3 top-3 z-[60] h-0 w-0 overflow-hidden rounded-xl bg-brand-700 font-semibold whitespace-nowrap text-white focus:h-auto focus:shadow-lg focus:w-auto focus:px-4 focus:py-3"
        data-testid="skip-link"
      >
        {t(skipToDeck ? "nav.skipToDeck" : "nav.skipToContent")}
      </a>
      {/* The desktop sidebar is the page's banner (brand, navigation, language); the phone header below takes that role under md. */}
      <header className="sticky notice-top hidden notice-fill w-60 shrink-0 flex-col border-e border-rose-100 bg-white p-4 md:flex">
        <SiteBrandLink size="lg" className="mb-6 px-2" />
        <nav aria-label={t("nav.main")} className="flex flex-1 flex-col gap-1">
          {items.map((entry) => item(entry, "side"))}
          {user?.isAdmin && (
            <Link to="/analytics" className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-50">
              <BarChart3 className="h-5 w-5" aria-hidden="true" />
              {t("nav.analytics")}
            </Link>
          )}
          {user?.isModerator && !user.isAdmin && (
            <Link to="/analytics?section=moderation" className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-50">
              <BarChart3 className="h-5 w-5" aria-hidden="true" />
              {t("nav.analytics")}
            </Link>
          )}
          {user?.isModerator && (
            <Link to="/admin/members" className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-50">
              <Users className="h-5 w-5" aria-hidden="true" />
              {t("members:navLink")}
            </Link>
          )}
          {user?.isAdmin && (
            <Link to="/admin/site" className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-50">
              <Settings2 className="h-5 w-5" aria-hidden="true" />
              {t("adminSite:navLink")}
            </Link>
          )}
        </nav>
        <LanguageSwitch className="self-start" />
      </header>
      <div className="flex min-w-0 flex-1 flex-col pb-16 md:pb-0">
        <header className="flex items-center justify-between border-b border-rose-100 bg-white px-4 py-3 md:hidden">
          <SiteBrandLink />
          <LanguageSwitch />
        </header>
        {user && <AnnouncementBanner memberId={user.id} />}
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {user && <PolicyNotice />}
          {user && <OwnStateBanner user={user} />}
          {user && <UnderReviewBanner />}
          {children}
        </main>
      </div>
      <nav
        aria-label={t("nav.main")}
        className="fixed inset-x-0 bottom-0 z-30 flex border-t border-rose-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        {items.filter((entry) => !entry.desktopOnly).map((entry) => item(entry, "bottom"))}
      </nav>
    </div>
  );
}
