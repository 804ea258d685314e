import type { Locator } from "playwright-core";
import { uiString, type Lang } from "./harness";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The two lists of a ui/DateTimeChoice named `label` inside `scope`: the day (named by its Field's
 * label) and the time ("<label>: time"). Journeys' contexts run in UTC, the lists' local time.
 */
function parts(scope: Locator, lang: Lang, label: string) {
  return {
    day: scope.getByLabel(label, { exact: true }),
    time: scope.getByLabel(uiString(lang, "common", "dateTime.time").replace("{{label}}", label), { exact: true }),
  };
}

/** Chooses `at` (a moment on the lists' quarter-hour steps) in the DateTimeChoice named `label`. */
export async function chooseDateTime(scope: Locator, lang: Lang, label: string, at: Date): Promise<void> {
  const { day, time } = parts(scope, lang, label);
  await day.selectOption(at.toISOString().slice(0, 10));
  await time.selectOption(`${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`);
}

/** The moment the DateTimeChoice named `label` shows. */
export async function chosenDateTime(scope: Locator, lang: Lang, label: string): Promise<Date> {
  const { day, time } = parts(scope, lang, label);
  return new Date(`${await day.inputValue()}T${await time.inputValue()}:00Z`);
}
