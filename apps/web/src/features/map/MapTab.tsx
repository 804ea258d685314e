import { Eye, EyeOff, Loader2, LocateFixed, MapPinOff, Shield, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { CurrentUser, NearbyMapUser } from "@ulfa/contracts";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";
import { useMapConfig, useNearbyOnMap, useUpdateMapLocation } from "./queries";
import { currentPosition, GeoError } from "./geolocation";
import { LocationPrivacyDialog } from "./LocationPrivacyDialog";
import { useLocationPrivacy } from "./useLocationPrivacy";
import { MatchMap } from "./MatchMap";
import { useMatches } from "../../entities/matches/queries";
import { ProfilePopup } from "../matches/ProfilePopup";
import { MatchActions } from "../matches/MatchActions";
import { homeTabHref } from "../../entities/home-tabs";
import { formatCount } from "../../i18n/format";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, retryAll, useLoadState } from "../../ui/useLoadState";

/** Toolbar buttons stay compact on wide screens but get a 40 px touch height on phones. */
const TOUCH_SIZE = "max-sm:h-10";

/** /home?tab=map: the live map of matches. */
export default function MapTab() {
  const { t } = useTranslation("map");
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (!user) return <p className="px-6 py-16 text-center text-slate-600">{t("loginRequired")}</p>;
  return <MapScreen user={user} />;
}

function MapScreen({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation("map");
  const navigate = useNavigate();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const sharing = user.locationSharingEnabled;
  const nearby = useNearbyOnMap(sharing);
  const config = useMapConfig();
  const configLoad = useLoadState(config);
  const updateLocation = useUpdateMapLocation();
  const { changeVisibility, visibilityPending } = useLocationPrivacy();
  const [locating, setLocating] = useState(false);

  const matches: NearbyMapUser[] = Array.isArray(nearby.data) ? nearby.data : [];
  // A marker opens the member's profile, the same one the match list shows.
  const matchList = useMatches().data;
  const matchOf = (userId: number) => matchList?.find((m) => m.otherUser.id === userId);
  const [profileId, setProfileId] = useState<number | null>(null);
  const profileMatch = profileId !== null ? matchOf(profileId) : undefined;
  const disabled = !sharing || (nearby.data !== undefined && !Array.isArray(nearby.data));

  const locate = async () => {
    setLocating(true);
    try {
      const point = await currentPosition();
      await updateLocation.mutateAsync(point);
      toast({ title: t("toasts.locationUpdated"), description: t("toasts.locationUpdatedBody"), variant: "success" });
    } catch (err) {
      if (err instanceof GeoError && err.reason === "unsupported")
        toast({ title: t("toasts.notSupported"), description: t("toasts.notSupportedBody"), variant: "destructive" });
      else if (err instanceof GeoError && err.reason === "denied")
        toast({ title: t("toasts.accessDenied"), description: t("toasts.accessDeniedBody"), variant: "destructive" });
      else toast({ title: t("toasts.updateFailed"), description: t("toasts.updateFailedBody"), variant: "destructive" });
    } finally {
      setLocating(false);
    }
  };

  // Ask the browser once when the member shares but has no stored position yet.
  const asked = useRef(false);
  useEffect(() => {
    if (sharing && user.latitude === null && !asked.current) {
      asked.current = true;
      void locate();
    }
  }, [sharing, user.latitude]);

  const visible = sharing && user.showOnMap;
  const self =
    user.latitude !== null && user.longitude !== null
      ? { name: user.name, photo: user.profilePhoto || user.photos[0] || null, latitude: user.latitude, longitude: user.longitude }
      : null;

  return (
    <section className="flex h-[calc(100dvh-7.5rem)] flex-col md:h-dvh" aria-labelledby="map-heading" data-testid="map-tab">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-rose-100 bg-white px-4 py-3">
        <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:flex-1">
          <h1 id="map-heading" className="truncate text-lg font-bold text-slate-900 md:text-xl">
            {t("title")}
          </h1>
          <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800" data-testid="map-count" aria-label={t("countLabel", { count: matches.length })}>
            {formatCount(matches.length, i18n.language)}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" className={TOUCH_SIZE} variant="primary" onClick={() => void locate()} disabled={locating}>
            {locating ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <LocateFixed className="h-4 w-4" aria-hidden="true" />}
            {t("updateLocation")}
          </Button>
          <Button
            size="sm"
            className={TOUCH_SIZE}
            variant={visible ? "secondary" : "outline"}
            onClick={() => changeVisibility(!visible)}
            disabled={!sharing || visibilityPending}
            aria-pressed={visible}
            data-testid="map-visibility"
          >
            {visible ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
            {visible ? t("visible") : t("hidden")}
          </Button>
          <Button size="sm" className={TOUCH_SIZE} variant="outline" onClick={() => setPrivacyOpen(true)} title={t("privacyButton")}>
            <Shield className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t("privacyButton")}</span>
          </Button>
          <Button size="sm" className={TOUCH_SIZE} variant="ghost" onClick={() => navigate("/home")} title={t("close")}>
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t("close")}</span>
          </Button>
        </div>
      </header>

      <div className="relative min-h-64 flex-1">
        {disabled ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-6 py-12 text-center" data-testid="map-disabled">
            <MapPinOff className="h-12 w-12 text-slate-400" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-slate-900">{t("disabled.title")}</h2>
            <p className="max-w-sm text-slate-600">{t("disabled.body")}</p>
            <Button onClick={() => setPrivacyOpen(true)}>
              <Shield className="h-4 w-4" aria-hidden="true" />
              {t("disabled.action")}
            </Button>
          </div>
        ) : config.data ? (
          <>
            <MatchMap
              tileUrl={config.data.tileUrl}
              attribution={config.data.attribution}
              self={self}
              others={matches}
              profileOf={(id) => matchOf(id)?.otherUser}
              onOpenProfile={setProfileId}
            />
            <ProfilePopup
              user={profileMatch?.otherUser ?? null}
              onClose={() => setProfileId(null)}
              onStartChat={() => profileMatch && navigate(`${homeTabHref("matches")}&chat=${profileMatch.id}`)}
              menu={profileMatch && <MatchActions match={profileMatch} nested />}
            />
            {!visible && (
              <p className="pointer-events-none absolute inset-x-0 top-3 z-[500] mx-auto w-fit max-w-[90%] rounded-full bg-slate-900/80 px-3 py-1 text-center text-xs text-white">
                {t("hiddenMode")}
              </p>
            )}
            {self === null && (
              <p className="absolute inset-x-0 bottom-8 z-[500] mx-auto w-fit max-w-[90%] rounded-xl bg-white/95 px-3 py-2 text-center text-sm text-slate-700 shadow">
                {t("noLocation")}
              </p>
            )}
          </>
        ) : (
          <div className="flex h-full items-center justify-center">
            {configLoad === "loading" ? <Spinner /> : <LoadProblem state={isLoadProblem(configLoad) ? configLoad : "error"} onRetry={retryAll(config)} failed={t("configFailed")} />}
          </div>
        )}
      </div>

      <LocationPrivacyDialog user={user} open={privacyOpen} onOpenChange={setPrivacyOpen} />
    </section>
  );
}
