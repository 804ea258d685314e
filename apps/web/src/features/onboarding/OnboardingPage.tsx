import { ArrowLeft } from "lucide-react";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useCurrentUser } from "../../session/useCurrentUser";
import { LanguageSwitch } from "../../ui/LanguageSwitch";
import { FullPageSpinner } from "../../ui/Spinner";
import { SiteBrandLink } from "../site";
import { BirthDateScreen, GenderScreen, NameScreen, type ScreenProps } from "./BasicScreens";
import { LocationScreen } from "./LocationScreen";
import { PhotosScreen } from "./PhotosScreen";
import { FaithScreen, IntentScreen, PromptsScreen } from "./ProfileScreens";
import { QuestionsScreen } from "./QuestionsScreen";
import { MovedBetweenScreens } from "./StepFrame";
import { firstScreenOf, isScreen, lastScreenOf, SCREENS, type Screen } from "./screens";

const SCREEN_OF: Record<Screen, ComponentType<ScreenProps>> = {
  name: NameScreen,
  gender: GenderScreen,
  birthDate: BirthDateScreen,
  location: LocationScreen,
  photos: PhotosScreen,
  prompts: PromptsScreen,
  intent: IntentScreen,
  questions: QuestionsScreen,
  faith: FaithScreen,
};

/**
 * /onboarding: one question per screen, `?step=` names it (so back, reload and the browser's back
 * button work). Without it, or past the first unfinished step, the member resumes where the
 * server's progress says; everything is saved as it goes, so another device resumes there too.
 */
export default function OnboardingPage() {
  const { t } = useTranslation("onboarding");
  const { data: user, isPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [moved, setMoved] = useState(false);
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;

  const nextStep = user.onboarding?.nextStep ?? null;
  const requested = params.get("step");
  // The furthest screen the member may be on: the last of the first unfinished step (or the optional last one).
  const furthest = SCREENS.indexOf(nextStep ? lastScreenOf(nextStep) : "faith");
  if (!nextStep && !isScreen(requested)) return <Navigate to="/home" replace />;
  const index = isScreen(requested) ? Math.min(SCREENS.indexOf(requested), furthest) : SCREENS.indexOf(nextStep ? firstScreenOf(nextStep) : "faith");
  const screen = SCREENS[index];
  const go = (i: number) => {
    setMoved(true);
    setParams({ step: SCREENS[i] });
  };
  const onNext = () => (index + 1 < SCREENS.length ? go(index + 1) : navigate("/home", { replace: true }));
  const Current = SCREEN_OF[screen];

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex w-full max-w-lg items-center justify-between gap-3 px-4 py-3">
        <SiteBrandLink />
        <LanguageSwitch />
      </header>
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col px-4 pb-4 sm:pb-10">
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t("back")}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-white disabled:invisible"
            data-testid="onboarding-back"
          >
            <ArrowLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
          </button>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-slate-600" data-testid="onboarding-progress">
              {t("progress", { n: index + 1, total: SCREENS.length })}
            </p>
            <div
              role="progressbar"
              aria-label={t("progressLabel")}
              aria-valuemin={1}
              aria-valuemax={SCREENS.length}
              aria-valuenow={index + 1}
              aria-valuetext={t("progress", { n: index + 1, total: SCREENS.length })}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-rose-100"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${((index + 1) / SCREENS.length) * 100}%` }} />
            </div>
          </div>
        </div>
        <div className="mt-4 flex flex-1 flex-col rounded-3xl bg-white p-5 shadow-xl shadow-brand-900/5 ring-1 ring-rose-100 sm:p-8" data-testid={`onboarding-${screen}`}>
          <MovedBetweenScreens.Provider value={moved}>
            <Current key={screen} user={user} onNext={onNext} />
          </MovedBetweenScreens.Provider>
        </div>
      </main>
    </div>
  );
}
