import { useTranslation } from "react-i18next";
import { ChaperonesSection } from "./ChaperonesSection";
import { DateSharesSection } from "./DateSharesSection";
import { HiddenWordsSection } from "./HiddenWordsSection";
import { SnoozeSection } from "./SnoozeSection";

/** Snooze, hidden words, chaperones and shared date plans: the privacy settings beyond the on/off switches. */
export function PrivacyCenter() {
  const { t } = useTranslation("privacy");
  return (
    <div className="space-y-6 border-t border-slate-200 pt-5" data-testid="privacy-center">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("center.title")}</h3>
      <SnoozeSection />
      <HiddenWordsSection />
      <ChaperonesSection />
      <DateSharesSection />
    </div>
  );
}
