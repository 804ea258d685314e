import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDayChoice, formatTime } from "../i18n/format";
import { Select } from "./Field";
import { combine, dayKey, daysBetween, onDay, startOfDay, timeKey, timesOn } from "./date-time-choice";

export interface DateTimeChoiceProps {
  /** From Field: the day's control, which the Field's label names. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** The Field's label, to name the time's control after it ("Check-in time: time"). */
  label: string;
  /** The chosen moment, in the browser's time zone; null: none chosen (only with `optional`). */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** The first and last moments offered (the days between, and on the first and last day the times after and before). */
  min: Date;
  max: Date;
  /** A day only (the moment is the day's local midnight), or a day and a time (the default). */
  withTime?: boolean;
  stepMinutes?: number;
  /** Offers "Not set" first: the member may choose nothing. */
  optional?: boolean;
  required?: boolean;
  "data-testid"?: string;
}

const DEFAULT_STEP_MINUTES = 15;

/**
 * A date and a time chosen from two lists (design system): the days between `min` and `max` named
 * in the interface language ("Thu, Dec 3", "الخميس، 3 ديسمبر"), the times in the language's own clock
 * ("09:15 PM", "09:15 م"), both through Intl with the member's digits (i18n/format.ts). Native selects:
 * arrow keys and type-ahead on a keyboard, the system's wheel picker on a phone, read by screen
 * readers as what they are, laid out from the start side in Arabic. Unlike datetime-local, it speaks
 * the app's language rather than the browser's and offers only the moments that may be chosen.
 */
export function DateTimeChoice({
  id,
  label,
  value,
  onChange,
  min,
  max,
  withTime = true,
  stepMinutes = DEFAULT_STEP_MINUTES,
  optional = false,
  required,
  "data-testid": testId,
  ...aria
}: DateTimeChoiceProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const minMs = min.getTime();
  const maxMs = max.getTime();
  const days = useMemo(() => daysBetween(new Date(minMs), new Date(maxMs)), [minMs, maxMs]);
  const withYear = days.length > 1 && days[0].getFullYear() !== days[days.length - 1].getFullYear();
  const times = value && withTime ? timesOn(startOfDay(value), min, max, stepMinutes, value) : [];
  const chooseDay = (key: string) => {
    if (!key) return onChange(null);
    onChange(withTime ? onDay(key, value, min, max, stepMinutes) : combine(key));
  };

  return (
    <div className="flex flex-wrap gap-2" data-testid={testId}>
      <Select
        id={id}
        {...aria}
        required={required}
        className="h-11 min-w-0 flex-1 basis-40"
        value={value ? dayKey(value) : ""}
        onChange={(e) => chooseDay(e.target.value)}
        data-part="day"
      >
        {(optional || !value) && (
          <option value="" disabled={!optional}>
            {t("dateTime.notSet")}
          </option>
        )}
        {days.map((d) => (
          <option key={d.getTime()} value={dayKey(d)}>
            {formatDayChoice(d, lang, withYear)}
          </option>
        ))}
      </Select>
      {withTime && (
        <Select
          aria-label={t("dateTime.time", { label })}
          className="h-11 w-auto min-w-28"
          value={value ? timeKey(value) : ""}
          disabled={!value}
          onChange={(e) => value && onChange(combine(dayKey(value), e.target.value))}
          data-part="time"
        >
          {!value && <option value="">{t("dateTime.notSet")}</option>}
          {times.map((time) => (
            <option key={time.getTime()} value={timeKey(time)}>
              {formatTime(time, lang)}
            </option>
          ))}
        </Select>
      )}
    </div>
  );
}
