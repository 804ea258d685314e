import { z } from "zod";
import { INTEREST_MAX_LENGTH, INTERESTS_MAX } from "./constants";
import { CORE_VALUE_MAX_LENGTH, CORE_VALUES_MAX_INPUT, DRINKING_HABITS, OCCUPATION_MAX, RELATIONSHIP_GOALS, SMOKING_HABITS, ZODIAC_SIGNS } from "./lifestyle";
import {
  EDUCATION_LEVELS,
  HAS_CHILDREN,
  MARITAL_HISTORIES,
  MARRIAGE_TIMELINES,
  RELIGIONS,
  RELIGIOUS_PRACTICES,
  SECTS,
  SPOKEN_LANGUAGES,
  SPOKEN_LANGUAGES_MAX,
  WANTS_CHILDREN,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  heightCmSchema,
  nationalitySchema,
} from "./traits";
import { text } from "./text";

/**
 * Every fact a member says about themselves beyond the basics (name, date of birth, gender, bio,
 * photos, prompts: PATCH /api/user), declared once. The profile API (GET/PATCH /api/profile), the
 * public profile others see, the deck filters, the deck's SQL column list and the data export are
 * derived from this list, so adding a field is one entry here plus its column and its labels
 * (docs/architecture.md "How to add a member field").
 *
 * - `column`: the users table's column (snake_case); the property name is the field's one spelling.
 * - `audience`: who sees it. "self": only its owner; "matches": its owner and their matches;
 *   "everyone": any member shown the profile. `sensitive` (GDPR art. 9, docs/privacy.md): others
 *   see it only while its owner's `showFaith` is on, never in analytics or logs, never required.
 * - `filter`: the deck filter that reads it (contracts discover-filters.ts), if any. Every filter
 *   may be strict (a dealbreaker: outside or unknown is never shown) or soft (ranked last): the
 *   member chooses per filter; `range` filters take min/max, `choice` filters a list of values.
 * - `exported`: listed in the data export's profile.json (every field a member gave is: GDPR art. 15).
 * - `section`: where the profile editor asks for it; `options`: the values of a choice, labelled
 *   by the web from its locale files; `bounds` (a number) and `maxLength` (a text): what its input
 *   takes.
 */
interface FieldSpec {
  column: string;
  /** The value as stored and read back (null or [] when not given). */
  read: z.ZodType;
  /** The value PATCH /api/profile accepts (null clears a single value). */
  write: z.ZodType;
  audience: "self" | "matches" | "everyone";
  sensitive?: true;
  filter?: { name: string; kind: "choice" | "range" };
  exported: boolean;
  section: EditorSection;
  control: "select" | "number" | "text" | "chips" | "languages" | "switch" | "country";
  options?: readonly string[];
  /** A number's smallest and largest value (the editor's input takes them; `write` checks them). */
  bounds?: { min: number; max: number };
  /** A text's longest length in characters (the editor's input stops there; `write` checks it). */
  maxLength?: number;
}

export const EDITOR_SECTIONS = ["basics", "photos", "prompts", "about", "intent", "faith", "family"] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

/** Optional free text: trimmed, "" means cleared (null). */
const optionalText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => (value === "" ? null : value));

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Please choose a valid ${what} (${values.join(", ")})` });

/** An optional choice as PATCH takes it: "" and null clear it; a lower-case match is accepted ("Leo" -> "leo"). */
const choiceInput = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess((value) => (value === "" ? null : typeof value === "string" ? value.trim().toLowerCase() : value), choice(values, what).nullable());

const choiceField = <T extends readonly [string, ...string[]], const R extends Pick<FieldSpec, "audience" | "section" | "filter" | "sensitive">>(
  column: string,
  values: T,
  what: string,
  rest: R,
) =>
  ({
    column,
    read: choice(values, what).nullable(),
    write: choiceInput(values, what),
    exported: true,
    control: "select",
    options: values,
    ...rest,
  }) as const;

const cleanedList = <T extends z.ZodType>(item: T, max: number, tooMany: string) => z.array(item).max(max, tooMany).nullable();

export const MEMBER_FIELDS = {
  occupation: {
    column: "occupation",
    read: z.string().nullable(),
    write: optionalText(OCCUPATION_MAX, "Occupation is too long"),
    audience: "everyone",
    exported: true,
    section: "about",
    control: "text",
    maxLength: OCCUPATION_MAX,
  },
  zodiacSign: choiceField("zodiac_sign", ZODIAC_SIGNS, "zodiac sign", { audience: "everyone", section: "about" }),
  heightCm: {
    column: "height_cm",
    read: z.number().int().nullable(),
    write: heightCmSchema.nullable(),
    audience: "everyone",
    filter: { name: "height", kind: "range" },
    exported: true,
    section: "about",
    control: "number",
    bounds: { min: HEIGHT_CM_MIN, max: HEIGHT_CM_MAX },
  },
  educationLevel: choiceField("education_level", EDUCATION_LEVELS, "education level", {
    audience: "everyone",
    section: "about",
    filter: { name: "education", kind: "choice" },
  }),
  languages: {
    column: "languages",
    read: z.array(choice(SPOKEN_LANGUAGES, "language code")),
    write: z
      .array(choice(SPOKEN_LANGUAGES, "language code"))
      .max(SPOKEN_LANGUAGES_MAX, `At most ${SPOKEN_LANGUAGES_MAX} languages`)
      .refine((list) => new Set(list).size === list.length, "Each language only once"),
    audience: "everyone",
    filter: { name: "languages", kind: "choice" },
    exported: true,
    section: "about",
    control: "languages",
    options: SPOKEN_LANGUAGES,
  },
  nationality: {
    column: "nationality",
    read: z.string().nullable(),
    write: z.preprocess((v) => (v === "" ? null : typeof v === "string" ? v.trim().toUpperCase() : v), nationalitySchema.nullable()),
    audience: "everyone",
    exported: true,
    section: "about",
    control: "country",
  },
  /** Trimmed and de-duplicated case-insensitively by the server (also editable through PATCH /api/user). */
  interests: {
    column: "interests",
    read: z.array(z.string()),
    write: cleanedList(text().trim().max(INTEREST_MAX_LENGTH, "Interest is too long"), INTERESTS_MAX * 2, "Too many interests"),
    audience: "everyone",
    exported: true,
    section: "about",
    control: "chips",
  },
  /** Trimmed and de-duplicated case-insensitively by the server. */
  coreValues: {
    column: "core_values",
    read: z.array(z.string()),
    write: cleanedList(text().trim().max(CORE_VALUE_MAX_LENGTH, "Core value is too long"), CORE_VALUES_MAX_INPUT, "Too many core values"),
    audience: "everyone",
    exported: true,
    section: "about",
    control: "chips",
  },
  // Lifestyle: filterable but, as before the registry, not shown on the card.
  smokingHabits: choiceField("smoking_habits", SMOKING_HABITS, "smoking habit", {
    audience: "self",
    section: "about",
    filter: { name: "smoking", kind: "choice" },
  }),
  drinkingHabits: choiceField("drinking_habits", DRINKING_HABITS, "drinking habit", {
    audience: "self",
    section: "about",
    filter: { name: "drinking", kind: "choice" },
  }),
  relationshipGoals: choiceField("relationship_goals", RELATIONSHIP_GOALS, "relationship goal", {
    audience: "everyone",
    section: "intent",
    filter: { name: "intent", kind: "choice" },
  }),
  /** Asked only when relationshipGoals is "marriage" (the server clears it otherwise). */
  marriageTimeline: choiceField("marriage_timeline", MARRIAGE_TIMELINES, "marriage timeline", { audience: "everyone", section: "intent" }),
  religion: choiceField("religion", RELIGIONS, "religion", {
    audience: "everyone",
    sensitive: true,
    section: "faith",
    filter: { name: "religion", kind: "choice" },
  }),
  religiousPractice: choiceField("religious_practice", RELIGIOUS_PRACTICES, "practice", {
    audience: "everyone",
    sensitive: true,
    section: "faith",
    filter: { name: "practice", kind: "choice" },
  }),
  /** Asked only when religion is "islam" (the server clears it otherwise). */
  sect: choiceField("sect", SECTS, "sect", { audience: "everyone", sensitive: true, section: "faith" }),
  /** Religion, practice and sect are shown to other members only when true (default false). */
  showFaith: {
    column: "show_faith",
    read: z.boolean(),
    write: z.boolean(),
    audience: "self",
    exported: true,
    section: "faith",
    control: "switch",
  },
  maritalHistory: choiceField("marital_history", MARITAL_HISTORIES, "marital history", {
    audience: "everyone",
    section: "family",
    filter: { name: "maritalHistory", kind: "choice" },
  }),
  hasChildren: choiceField("has_children", HAS_CHILDREN, "has children value", {
    audience: "everyone",
    section: "family",
    filter: { name: "hasChildren", kind: "choice" },
  }),
  wantsChildren: choiceField("wants_children", WANTS_CHILDREN, "wants children value", {
    audience: "everyone",
    section: "family",
    filter: { name: "wantsChildren", kind: "choice" },
  }),
} as const satisfies Record<string, FieldSpec>;

type Fields = typeof MEMBER_FIELDS;
export type MemberFieldName = keyof Fields;
export const MEMBER_FIELD_NAMES = Object.keys(MEMBER_FIELDS) as MemberFieldName[];

type Read<K extends MemberFieldName> = z.infer<Fields[K]["read"]>;
/** The member's own fields as GET /api/profile returns them: everything, sensitive ones included. */
export type MemberFieldValues = { [K in MemberFieldName]: Read<K> };

/** The fields others may see (audience "everyone" or "matches"); sensitive ones are null unless shown. */
export type PublicMemberFieldName = {
  [K in MemberFieldName]: Fields[K]["audience"] extends "self" ? never : K;
}[MemberFieldName];
export const PUBLIC_MEMBER_FIELD_NAMES = MEMBER_FIELD_NAMES.filter((k) => MEMBER_FIELDS[k].audience !== "self") as PublicMemberFieldName[];

/** The fields GDPR art. 9 protects: shown to others only while `showFaith` is on. */
export const SENSITIVE_MEMBER_FIELD_NAMES = MEMBER_FIELD_NAMES.filter((k) => "sensitive" in MEMBER_FIELDS[k]);

/** The fields listed in the data export's profile.json (the export writes the whole stored row; this names them for its README). */
export const EXPORTED_MEMBER_FIELD_NAMES = MEMBER_FIELD_NAMES.filter((k) => MEMBER_FIELDS[k].exported);

const mapFields = <N extends MemberFieldName, T>(names: readonly N[], f: (name: N) => T) =>
  Object.fromEntries(names.map((name) => [name, f(name)])) as { [K in N]: T };

/** z.object shape of every member field as read (GET /api/profile). */
export const memberFieldsShape = mapFields(MEMBER_FIELD_NAMES, (k) => MEMBER_FIELDS[k].read) as { [K in MemberFieldName]: Fields[K]["read"] };

/** z.object shape of the fields in the public profile (contracts discover.ts publicProfileSchema). */
export const publicMemberFieldsShape = mapFields(PUBLIC_MEMBER_FIELD_NAMES, (k) => MEMBER_FIELDS[k].read) as {
  [K in PublicMemberFieldName]: Fields[K]["read"];
};

/** z.object shape of PATCH /api/profile: any subset of the fields; null clears one. */
export const memberFieldsPatchShape = mapFields(MEMBER_FIELD_NAMES, (k) => MEMBER_FIELDS[k].write.optional()) as {
  [K in MemberFieldName]: z.ZodOptional<Fields[K]["write"]>;
};

/** The column of every field, for code that writes SQL by hand. */
export const memberFieldColumn = (name: MemberFieldName): string => MEMBER_FIELDS[name].column;

/**
 * The member fields as a SQL select list on the users table aliased `alias`, each under its
 * property name (`u.height_cm as "heightCm"`), so a raw query's rows carry the registry's names
 * as they come. The deck statements (discover/deck-statements.ts MEMBER_COLUMNS) use it.
 */
export function memberFieldsSelectSql(alias: string): string {
  return MEMBER_FIELD_NAMES.map((name) => {
    const column = MEMBER_FIELDS[name].column;
    return column === name ? `${alias}.${column}` : `${alias}.${column} as "${name}"`;
  }).join(", ");
}

type ChoiceFilterOf<K extends MemberFieldName> = Fields[K] extends { filter: { name: infer N extends string; kind: "choice" } } ? N : never;
/** The member field behind each choice filter, by filter name ("education" -> "educationLevel"). */
export type ChoiceFilterFields = { [K in MemberFieldName as ChoiceFilterOf<K>]: K };

/** The choice filters' names and values, from the fields' `filter` entries. */
export const CHOICE_FILTER_FIELDS = Object.fromEntries(
  MEMBER_FIELD_NAMES.flatMap((name) => {
    const spec: FieldSpec = MEMBER_FIELDS[name];
    return spec.filter?.kind === "choice" ? [[spec.filter.name, name]] : [];
  }),
) as ChoiceFilterFields;

/** The values a choice field offers. */
export const fieldOptions = <K extends keyof ChoiceFilterFields>(filter: K) =>
  MEMBER_FIELDS[CHOICE_FILTER_FIELDS[filter]].options as Fields[ChoiceFilterFields[K]]["options"];

/**
 * How a field is kept, from its value as read: a list (a jsonb array, [] when not given), a whole
 * number, a switch (false when not given) or text. The users table's columns (server
 * db/schema/member-columns.ts) and the deck filters' SQL (discover/deck-statements.ts) follow it.
 */
export type MemberFieldStorage = "list" | "integer" | "boolean" | "text";
type StorageOfValue<V> = [V] extends [readonly unknown[]] ? "list" : [V] extends [boolean] ? "boolean" : [V] extends [number | null] ? "integer" : "text";
/** Per field, also for a union of fields (distributed: each keeps its own). */
export type MemberFieldStorageOf<K extends MemberFieldName> = K extends MemberFieldName ? StorageOfValue<Read<K>> : never;

export function memberFieldStorage<K extends MemberFieldName>(name: K): MemberFieldStorageOf<K> {
  const read: z.ZodType = MEMBER_FIELDS[name].read;
  const value = read instanceof z.ZodNullable ? (read.unwrap() as z.ZodType) : read;
  const storage: MemberFieldStorage =
    value instanceof z.ZodArray ? "list" : value instanceof z.ZodBoolean ? "boolean" : value instanceof z.ZodNumber ? "integer" : "text";
  return storage as MemberFieldStorageOf<K>;
}
