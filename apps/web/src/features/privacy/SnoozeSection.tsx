import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SNOOZE_HOURS, type SnoozeHours } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { formatDateTime } from "../../i18n/format";
import { Button } from "../../ui/Button";
import { Field, Select } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useSetSnooze, useSnooze } from "./queries";

type Choice = `${SnoozeHours}` | "forever";

/** Snooze for 24 h, 3 days, a week or until further notice; wake at once. */
export function SnoozeSection() {
  const { t, i18n } = useTranslation("privacy");
  const state = useSnooze();
  const set = useSetSnooze();
  const [choice, setChoice] = useState<Choice>("24");
  const change = (hours: SnoozeHours | null | "wake") =>
    set.mutate(hours, { onError: (err) => toast({ title: t("snooze.failed"), description: messageOf(err, t("snooze.failed")), variant: "destructive" }) });
  const snoozed = state.data?.snoozed ?? false;
  return (
    <section className="space-y-3" aria-labelledby="snooze-title" data-testid="snooze-section">
      <h3 id="snooze-title" className="text-sm font-semibold text-slate-900">{t("snooze.title")}</h3>
      <p className="text-xs text-slate-600">{t("snooze.hint")}</p>
      <p role="status" className="text-sm font-medium text-brand-700" data-testid="snooze-state">
        {!snoozed ? t("snooze.awake") : state.data?.until ? t("snooze.snoozedUntil", { time: formatDateTime(state.data.until, i18n.language) }) : t("snooze.snoozedForever")}
      </p>
      {snoozed ? (
        <Button variant="outline" onClick={() => change("wake")} disabled={set.isPending}>
          {t("snooze.wake")}
        </Button>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-40 flex-1">
            <Field label={t("snooze.duration")}>
              {(props) => (
                <Select {...props} value={choice} onChange={(e) => setChoice(e.target.value as Choice)} data-testid="snooze-duration">
                  {SNOOZE_HOURS.map((h) => (
                    <option key={h} value={String(h)}>
                      {t(`snooze.hours${h}`)}
                    </option>
                  ))}
                  <option value="forever">{t("snooze.forever")}</option>
                </Select>
              )}
            </Field>
          </div>
          <Button onClick={() => change(choice === "forever" ? null : (Number(choice) as SnoozeHours))} disabled={set.isPending}>
            {t("snooze.start")}
          </Button>
        </div>
      )}
    </section>
  );
}
