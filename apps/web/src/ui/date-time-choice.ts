/**
 * The choices DateTimeChoice offers, in the browser's own time zone (the one the member lives in):
 * the days from `min` to `max`, and on a day the times every `stepMinutes` that fall between them.
 * Kept apart from the component so the bounds can be tested without a browser.
 */

const MINUTE_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-12-03": a day's key, in local time. */
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** "21:15": a time's key, in local time. */
export const timeKey = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Local midnight of `d`'s day. */
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** The local moment of a day key and a time key ("00:00" when none). */
export function combine(day: string, time = "00:00"): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  return new Date(y, m - 1, d, h, min);
}

/** Every day from `min`'s to `max`'s, as local midnights. */
export function daysBetween(min: Date, max: Date): Date[] {
  const days: Date[] = [];
  // Date arithmetic by calendar day, not by 24 h: a day of a daylight-saving change is 23 or 25 h.
  for (let d = startOfDay(min); d.getTime() <= max.getTime(); d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) days.push(d);
  return days;
}

/**
 * The times on `day` every `stepMinutes` within [min, max], plus `keep` (the current value) when it
 * falls on that day off the steps, so a value set elsewhere still shows as chosen.
 */
export function timesOn(day: Date, min: Date, max: Date, stepMinutes: number, keep?: Date | null): Date[] {
  const times: Date[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const t = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes);
    if (t.getDate() !== day.getDate()) break;
    if (t.getTime() >= min.getTime() && t.getTime() <= max.getTime()) times.push(t);
  }
  if (keep && dayKey(keep) === dayKey(day) && !times.some((t) => t.getTime() === keep.getTime())) {
    times.push(keep);
    times.sort((a, b) => a.getTime() - b.getTime());
  }
  return times;
}

/**
 * The moment chosen when the member picks another day: the same time of day if that day offers it,
 * else the nearest it offers (the first time after `min` on the first day, the last before `max` on
 * the last), else null.
 */
export function onDay(day: string, previous: Date | null, min: Date, max: Date, stepMinutes: number): Date | null {
  const date = combine(day);
  const times = timesOn(date, min, max, stepMinutes);
  if (times.length === 0) return null;
  if (previous) {
    const same = combine(day, timeKey(previous));
    const found = times.find((t) => t.getTime() === same.getTime());
    if (found) return found;
    return same.getTime() < times[0].getTime() ? times[0] : times[times.length - 1];
  }
  return times[0];
}

/** `d` moved up to the next whole step (a minimum "now" becomes the next quarter hour). */
export const ceilToStep = (d: Date, stepMinutes: number) => new Date(Math.ceil(d.getTime() / (stepMinutes * MINUTE_MS)) * stepMinutes * MINUTE_MS);
