import { useTranslation } from "react-i18next";
import type { DateShare } from "@ulfa/contracts";
import { formatDateTime } from "../../i18n/format";
import { Card } from "../../ui/Card";
import { useMatches } from "../../entities/matches/queries";
import { CheckInRow } from "./CheckInRow";
import { useDateShares } from "./queries";

/**
 * "Are you OK?" wherever the member is in the app once a date check-in's time has come (docs/privacy.md):
 * each asked check-in with "I'm OK" and "I need help", above the page, until she answers. Nothing
 * while none is asked.
 */
export function CheckInPrompt() {
  const { data: shares } = useDateShares();
  const asked = (shares ?? []).filter((s) => s.checkIn === "asked");
  return asked.length > 0 ? <AskedCheckIns asked={asked} /> : null;
}

/** The asked check-ins, each with whom and where (the matches list names the partner). */
function AskedCheckIns({ asked }: { asked: DateShare[] }) {
  const { t, i18n } = useTranslation("privacy");
  const matches = useMatches();
  const nameOf = (matchId: number) => matches.data?.find((m) => m.id === matchId)?.otherUser.name ?? t("date.someone");
  return (
    <Card className="mx-auto my-4 w-full max-w-3xl space-y-3 border-amber-300 bg-amber-50 p-4" data-testid="check-in-prompt">
      {asked.map((share) => (
        // Named by with whom, where and when: two plans with one match still read apart.
        <section key={share.id} className="space-y-1" aria-labelledby={`check-in-${share.id}`}>
          <p id={`check-in-${share.id}`} className="text-xs text-slate-700">
            {t("date.meeting", { name: nameOf(share.matchId) })} · <bdi>{share.place}</bdi> · {formatDateTime(share.at, i18n.language)}
          </p>
          <CheckInRow share={share} />
        </section>
      ))}
    </Card>
  );
}
