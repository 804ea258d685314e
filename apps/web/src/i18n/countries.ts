import { countryName } from "./places";

/**
 * ISO 3166-1 alpha-2 codes a member can hold as a nationality: the officially assigned codes less the
 * territories with no permanent population (AQ, BV, GS, HM, UM). Listed here rather than probed from
 * Intl.DisplayNames, which also names non-countries ("EU", "UN", "XA" pseudo-locales).
 */
const CODES = `AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP
KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS
MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS
RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW
TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

export const NATIONALITY_CODES: readonly string[] = CODES;

const cache = new Map<string, { code: string; name: string }[]>();

/**
 * Every nationality as { code, name }, named in the interface language (Intl.DisplayNames, through
 * countryName so the Arabic overrides match what other members read) and in that language's
 * alphabetical order (Intl.Collator): a native select then jumps to a country as the member types.
 */
export function nationalityOptions(lang: string): { code: string; name: string }[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const collator = new Intl.Collator(lang);
  const list = CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, list);
  return list;
}
