import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CurrentUser } from "@ulfa/contracts";
import { about } from "../../../i18n/gender";
import { Card } from "../../../ui/Card";
import { LocationPicker } from "../../onboarding";

/**
 * In place of the deck for a member without coordinates (an account from before onboarding asked
 * for them): the same why and picker as the onboarding step, so the deck can put people nearest
 * first. Once a place is saved the member is read again and the deck takes its place.
 */
export function LocationAsk({ user }: { user: CurrentUser }) {
  const { t } = useTranslation("onboarding");
  return (
    <Card className="mx-auto flex w-full max-w-sm flex-col gap-3 p-5" data-testid="deck-location-ask">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MapPin className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
        {t("location.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("location.why", about(user.gender))}</p>
      <LocationPicker user={user} />
    </Card>
  );
}
