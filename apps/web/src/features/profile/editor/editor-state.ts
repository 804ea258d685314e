import {
  MEMBER_FIELD_NAMES,
  MEMBER_FIELDS,
  type CurrentUser,
  type EnhancedProfile,
  type Gender,
  type MemberFieldName,
  type PromptAnswer,
  type UpdateEnhancedProfileInput,
  type UpdateUserInput,
} from "@ulfa/contracts";
import { cleanList } from "@ulfa/contracts/constants";
import { checkTraits, type TraitError } from "../trait-checks";

/**
 * The profile editor's state: everything a member says about themselves, as typed (strings for
 * inputs, "" for "not saying"), kept in one object across every section so that nothing typed in
 * one section is lost by saving or visiting another. One Save sends what changed: the basics and
 * prompts to PATCH /api/user, the member fields (contracts member-fields.ts) to PATCH /api/profile.
 */
export interface EditorForm {
  name: string;
  /** "YYYY-MM-DD" or "" for an account from before dates of birth that has not given one yet. */
  birthDate: string;
  gender: Gender;
  bio: string;
  location: string;
  prompts: PromptAnswer[];
  /** The member fields, each as its control holds it: "" for an empty choice, text or number. */
  fields: FieldsForm;
}

/** A member field with one value, held as its input's text. */
export type SingleField = Exclude<keyof EnhancedProfile, "languages" | "interests" | "coreValues" | "showFaith">;
export type FieldsForm = Record<SingleField, string> & { languages: string[]; interests: string[]; coreValues: string[]; showFaith: boolean };

/** The registry's fields with one value (a choice, a number, a text), in its order. */
const SINGLE_FIELDS = MEMBER_FIELD_NAMES.filter((k): k is SingleField => !["chips", "languages", "switch"].includes(MEMBER_FIELDS[k].control));
const LIST_FIELDS = ["languages", "interests", "coreValues"] as const satisfies readonly MemberFieldName[];

export function editorFormOf(user: CurrentUser, profile: EnhancedProfile): EditorForm {
  const fields = Object.fromEntries(SINGLE_FIELDS.map((k) => [k, profile[k] === null ? "" : String(profile[k])])) as Record<SingleField, string>;
  return {
    name: user.name,
    birthDate: user.birthDate ?? "",
    gender: user.gender,
    bio: user.bio ?? "",
    location: user.location ?? "",
    prompts: user.prompts.map(({ promptId, answer }) => ({ promptId, answer })),
    fields: { ...fields, languages: [...profile.languages], interests: [...profile.interests], coreValues: [...profile.coreValues], showFaith: profile.showFaith },
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const samePrompts = (a: PromptAnswer[], b: PromptAnswer[]) => a.length === b.length && a.every((p, i) => p.promptId === b[i].promptId && p.answer === b[i].answer);

/** The prompts as they are saved: trimmed, unanswered ones left out. */
const cleanPrompts = (prompts: PromptAnswer[]) => prompts.map((p) => ({ promptId: p.promptId, answer: p.answer.trim() })).filter((p) => p.answer);

/** What the member changed since `saved`: null where nothing did (then that request is not sent). */
export function patchesOf(saved: EditorForm, form: EditorForm): { user: UpdateUserInput | null; profile: UpdateEnhancedProfileInput | null } {
  const user: UpdateUserInput = {};
  if (form.name.trim() !== saved.name.trim()) user.name = form.name.trim();
  if (form.birthDate !== saved.birthDate && form.birthDate !== "") user.birthDate = form.birthDate;
  if (form.gender !== saved.gender) user.gender = form.gender;
  if (form.bio.trim() !== saved.bio.trim()) user.bio = form.bio.trim() || null;
  if (form.location.trim() !== saved.location.trim()) user.location = form.location.trim() || null;
  if (!samePrompts(cleanPrompts(form.prompts), cleanPrompts(saved.prompts))) user.prompts = cleanPrompts(form.prompts);

  const profile: Record<string, unknown> = {};
  const f = form.fields;
  for (const key of SINGLE_FIELDS) {
    if (f[key].trim() === saved.fields[key].trim()) continue;
    const value = f[key].trim();
    const control = MEMBER_FIELDS[key].control;
    profile[key] = value === "" ? null : control === "number" ? Number(value) : control === "country" ? value.toUpperCase() : value;
  }
  // A sect belongs to Islam and a timeline to marriage: the server clears them otherwise, so the editor does not send them.
  if (f.religion !== "islam" && "sect" in profile) delete profile.sect;
  if (f.relationshipGoals !== "marriage" && "marriageTimeline" in profile) delete profile.marriageTimeline;
  for (const key of LIST_FIELDS) {
    const list = key === "languages" ? f[key] : cleanList(f[key]);
    if (!sameList(list, key === "languages" ? saved.fields[key] : cleanList(saved.fields[key]))) profile[key] = list;
  }
  if (f.showFaith !== saved.fields.showFaith) profile.showFaith = f.showFaith;

  return {
    user: Object.keys(user).length ? user : null,
    profile: Object.keys(profile).length ? (profile as UpdateEnhancedProfileInput) : null,
  };
}

/** True when a Save would send anything: the leave guard asks before such changes are lost. */
export const isDirty = (saved: EditorForm, form: EditorForm) => {
  const p = patchesOf(saved, form);
  return p.user !== null || p.profile !== null;
};

export type EditorError = "nameRequired" | "birthDateRequired" | TraitError;
export type EditorErrors = Partial<Record<"name" | "birthDate" | "heightCm" | "nationality", EditorError>>;

/**
 * What the editor checks before saving, so the member reads why in their language (the server
 * checks everything again). The minimum age is the site's and only the server knows it.
 */
export function checkEditor(saved: EditorForm, form: EditorForm): EditorErrors {
  const errors: EditorErrors = { ...checkTraits({ heightCm: form.fields.heightCm, nationality: form.fields.nationality }) };
  if (form.name.trim() === "") errors.name = "nameRequired";
  // A date of birth once given cannot be removed, only corrected.
  if (form.birthDate === "" && saved.birthDate !== "") errors.birthDate = "birthDateRequired";
  return errors;
}

