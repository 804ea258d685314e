import { formatCount } from "./format";

/**
 * Values that members wrote (names, message previews, places, e-mail addresses) can be in either
 * script; inside a translated sentence they are wrapped in Unicode's first-strong isolate (FSI ...
 * PDI), so "Sara, 28" or "أنت: hello" never reorders the words around them. Elements get <bdi>
 * instead; this covers plain strings (toasts, aria-labels, titles) where no element can go.
 */
const ISOLATED_KEYS = new Set(["name", "text", "place", "email"]);
/** Numbers that are not quantities, which grouping would garble ("© 2,026"). */
const RAW_NUMBER_KEYS = new Set(["year"]);

const FSI = "\u2068";
const PDI = "\u2069";

/** Every `{{value}}` passes through here (with `interpolation.alwaysFormat`). */
function formatValue(value: unknown, _format: string | undefined, lng: string | undefined, options?: { interpolationkey?: string }): unknown {
  const key = options?.interpolationkey ?? "";
  if (typeof value === "number" && Number.isFinite(value) && !RAW_NUMBER_KEYS.has(key)) return formatCount(value, lng ?? "en");
  if (typeof value === "string" && value !== "" && ISOLATED_KEYS.has(key)) return `${FSI}${value}${PDI}`;
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
