import i18n from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import common from "../i18n/locales/en/common.json";
import commonAr from "../i18n/locales/ar/common.json";
import { formatDayChoice, formatTime } from "../i18n/format";
import { DateTimeChoice } from "./DateTimeChoice";
import { ceilToStep, combine, dayKey, daysBetween, onDay, timeKey, timesOn } from "./date-time-choice";

// Local-time constructors throughout: the choices are in the browser's own time zone, whatever it is.
const min = new Date(2026, 11, 3, 21, 10);
const max = new Date(2026, 11, 5, 1, 0);

describe("DateTimeChoice's choices", () => {
  it("offers each day from min's to max's, and on a day only the steps between them", () => {
    expect(daysBetween(min, max).map(dayKey)).toEqual(["2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(timesOn(combine("2026-12-03"), min, max, 15).map(timeKey)).toEqual(["21:15", "21:30", "21:45", "22:00", "22:15", "22:30", "22:45", "23:00", "23:15", "23:30", "23:45"]);
    expect(timesOn(combine("2026-12-04"), min, max, 15)).toHaveLength(96);
    expect(timesOn(combine("2026-12-05"), min, max, 30).map(timeKey)).toEqual(["00:00", "00:30", "01:00"]);
  });

  it("keeps a value off the steps as a choice of its day", () => {
    const value = new Date(2026, 11, 4, 9, 7);
    expect(timesOn(combine("2026-12-04"), min, max, 60, value).map(timeKey).slice(8, 11)).toEqual(["08:00", "09:00", "09:07"]);
    expect(timesOn(combine("2026-12-03"), min, max, 60, value).map(timeKey)).not.toContain("09:07");
  });

  it("another day keeps the time of day where it can, else the nearest allowed", () => {
    const at = (d: Date | null) => d && `${dayKey(d)} ${timeKey(d)}`;
    expect(at(onDay("2026-12-04", new Date(2026, 11, 3, 22, 30), min, max, 15))).toBe("2026-12-04 22:30");
    expect(at(onDay("2026-12-03", new Date(2026, 11, 4, 8, 0), min, max, 15))).toBe("2026-12-03 21:15");
    expect(at(onDay("2026-12-05", new Date(2026, 11, 4, 8, 0), min, max, 15))).toBe("2026-12-05 01:00");
    expect(at(onDay("2026-12-04", null, min, max, 15))).toBe("2026-12-04 00:00");
    expect(onDay("2026-12-09", null, min, max, 15)).toBeNull();
  });

  it("rounds a minimum up to the next step", () => {
    expect(timeKey(ceilToStep(new Date(2026, 11, 3, 21, 10), 15))).toBe("21:15");
    expect(timeKey(ceilToStep(new Date(2026, 11, 3, 21, 15), 15))).toBe("21:15");
  });
});

async function render(lng: "en" | "ar", props: Partial<Parameters<typeof DateTimeChoice>[0]> = {}) {
  const t = i18n.createInstance().use(initReactI18next);
  await t.init({ lng, defaultNS: "common", resources: { en: { common }, ar: { common: commonAr } }, interpolation: { escapeValue: false } });
  return renderToString(
    <I18nextProvider i18n={t}>
      <DateTimeChoice id="when" label={lng === "ar" ? "وقت الاطمئنان" : "Check-in time"} value={new Date(2026, 11, 4, 21, 30)} onChange={() => {}} min={min} max={max} {...props} />
    </I18nextProvider>,
  );
}

const options = (html: string, part: "day" | "time") =>
  [...(new RegExp(`<select[^>]*data-part="${part}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? "").matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);

describe("DateTimeChoice", () => {
  it("names the days and times in the interface language through Intl, Western digits by default", async () => {
    const en = await render("en");
    expect(options(en, "day")).toEqual(daysBetween(min, max).map((d) => formatDayChoice(d, "en")));
    expect(options(en, "day")[0]).toMatch(/Thu/);
    expect(options(en, "time")).toContain(formatTime(new Date(2026, 11, 4, 21, 30), "en"));
    expect(en).toContain('aria-label="Check-in time: time"');
    expect(en).toMatch(/id="when"[^>]*data-part="day"|data-part="day"[^>]*id="when"/);
    const ar = await render("ar");
    expect(options(ar, "day")[0]).toMatch(/^الخميس/);
    expect(options(ar, "time")).toContain(formatTime(new Date(2026, 11, 4, 21, 30), "ar"));
    expect(formatTime(new Date(2026, 11, 4, 21, 30), "ar")).toMatch(/م$/);
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
    expect(ar).toContain('aria-label="وقت الاطمئنان: الوقت"');
  });

  it("offers 'Not set' when optional, and no time until a day is chosen; a day only without the time list", async () => {
    const none = await render("en", { value: null, optional: true });
    expect(options(none, "day")[0]).toBe("Not set");
    expect(none).toMatch(/data-part="time"[^>]*disabled|disabled[^>]*data-part="time"/);
    const dayOnly = await render("en", { withTime: false });
    expect(dayOnly).not.toContain('data-part="time"');
  });
});
