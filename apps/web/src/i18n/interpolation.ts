import { formatCount, formatPercent } from "./format";

/**
 * Member-written values inside translated sentences are not wrapped in Unicode isolates (FSI/PDI)
 * here: those invisible characters would become part of accessible names and visible text ("Open
 * chat with Sara" would no longer be findable by that name). Elements holding member text use <bdi>.
 */

/** Numbers that are not quantities, which grouping would garble ("© 2,026"). */
const RAW_NUMBER_KEYS = new Set(["year"]);

/**
 * Every `{{value}}` passes through here (with `interpolation.alwaysFormat`): counts go through Intl.
 * `{{score, percent}}` takes a whole percent (0 to 100) and writes it as Intl does in the language
 * ("92%", "92‎%‎", "٩٢٪" with Arabic-Indic digits): a translation never types the sign itself, so a
 * sentence shows the same sign as the scores printed beside it.
 */
function formatValue(value: unknown, format: string | undefined, lng: string | undefined, options?: { interpolationkey?: string }): unknown {
  const key = options?.interpolationkey ?? "";
  if (typeof value !== "number" || !Number.isFinite(value)) return value;
  if (format === "percent") return formatPercent(value / 100, lng ?? "en");
  if (!RAW_NUMBER_KEYS.has(key)) return formatCount(value, lng ?? "en");
  return value;
}

/**
 * An i18next formatter module (i18next 26 replaces a plain `interpolation.format` with its own
 * formatter, so ours is registered as the module): `i18n.use(interpolationFormatter)`.
 */
export const interpolationFormatter = {
  type: "formatter" as const,
  init() {},
  add() {},
  addCached() {},
  format: formatValue,
};
