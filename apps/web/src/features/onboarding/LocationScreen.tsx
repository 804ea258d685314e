import { useTranslation } from "react-i18next";
import { about } from "../../i18n/gender";
import type { ScreenProps } from "./BasicScreens";
import { hasCoordinates, LocationPicker } from "./LocationPicker";
import { StepFrame } from "./StepFrame";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** The location step: why first, then the picker (which holds its own buttons while saving). Never skipped: the deck needs it. */
export function LocationScreen({ user, onNext }: ScreenProps) {
  const { t } = useTranslation("onboarding");
  return (
    <StepFrame title={t("location.title")} hint={t("location.why", about(user.gender))} canSubmit={hasCoordinates(user)} onSubmit={onNext}>
      <LocationPicker user={user} />
    </StepFrame>
  );
}
