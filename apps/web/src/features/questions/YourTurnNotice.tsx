import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { MessageCircle } from "lucide-react";
import { Card } from "../../ui/Card";
import { useYourTurn } from "./queries";

/** Your Turn (docs/discovery.md): while conversations wait on the member's reply, the deck says so and links to them. */
export function YourTurnNotice() {
  const { t } = useTranslation("questions");
  const { data } = useYourTurn();
  if (!data?.blocked) return null;
  return (
    <Card className="space-y-2 border-amber-300 bg-amber-50 p-4" role="status" data-testid="your-turn">
      <h2 className="flex items-center gap-2 font-semibold text-amber-900">
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        {t("yourTurn.title")}
      </h2>
      <p className="text-sm text-amber-900">{t("yourTurn.body", { n: data.waiting.length })}</p>
      <ul className="flex flex-wrap gap-2">
        {data.waiting.map((w) => (
          <li key={w.matchId}>
            <Link
              to={`/home?tab=matches&chat=${w.matchId}`}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-3 text-sm font-medium text-amber-900 underline-offset-2 hover:underline"
            >
              {t("yourTurn.reply", { name: w.name })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** "Visiting London" on a traveller's card. */
export function VisitingBadge({ city }: { city: string | null }) {
  const { t } = useTranslation("questions");
  return (
    <span className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="visiting">
      {city ? t("travel.visiting", { city }) : t("travel.visitingSomewhere")}
    </span>
  );
}
