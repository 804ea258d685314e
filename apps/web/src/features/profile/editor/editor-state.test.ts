import { describe, expect, it } from "vitest";
import type { CurrentUser, EnhancedProfile } from "@ulfa/contracts";
import { checkEditor, editorFormOf, isDirty, patchesOf, type EditorForm } from "./editor-state";

const profile: EnhancedProfile = {
  occupation: "Nurse",
  zodiacSign: null,
  heightCm: 168,
  educationLevel: null,
  languages: ["ar"],
  nationality: "EG",
  interests: ["Travel"],
  coreValues: [],
  smokingHabits: null,
  drinkingHabits: null,
  relationshipGoals: "serious",
  marriageTimeline: null,
  religion: null,
  religiousPractice: null,
  sect: null,
  showFaith: false,
  maritalHistory: null,
  hasChildren: null,
  wantsChildren: null,
};
const user = { name: "Layla", birthDate: "1995-04-23", gender: "female", bio: null, location: "Cairo", prompts: [{ promptId: "fun_fact", answer: "I juggle", voiceUrl: null, voiceSeconds: null }] } as unknown as CurrentUser;

const saved = editorFormOf(user, profile);
const edit = (change: (f: EditorForm) => void): EditorForm => {
  const next = structuredClone(saved);
  change(next);
  return next;
};

describe("profile editor state", () => {
  it("holds every value as its control does and is clean until something changes", () => {
    expect(saved.fields).toMatchObject({ occupation: "Nurse", heightCm: "168", educationLevel: "", languages: ["ar"], showFaith: false });
    expect(saved.prompts).toEqual([{ promptId: "fun_fact", answer: "I juggle" }]);
    expect(isDirty(saved, saved)).toBe(false);
    expect(patchesOf(saved, saved)).toEqual({ user: null, profile: null });
    // Spaces alone change nothing that would be saved.
    expect(isDirty(saved, edit((f) => (f.fields.occupation = " Nurse ")))).toBe(false);
  });

  it("keeps what was typed in several sections and sends each part to its own API once", () => {
    const form = edit((f) => {
      f.name = " Layla A. ";
      f.birthDate = "1994-02-01";
      f.prompts[0].answer = "I juggle fire";
      f.fields.occupation = "Doctor";
      f.fields.heightCm = "170";
      f.fields.educationLevel = "masters";
      f.fields.religion = "islam";
      f.fields.sect = "sunni";
      f.fields.showFaith = true;
      f.fields.nationality = "sa";
      f.fields.interests = ["Travel", " travel", "Cooking"];
    });
    expect(isDirty(saved, form)).toBe(true);
    expect(patchesOf(saved, form)).toEqual({
      user: { name: "Layla A.", birthDate: "1994-02-01", prompts: [{ promptId: "fun_fact", answer: "I juggle fire" }] },
      profile: { occupation: "Doctor", heightCm: 170, educationLevel: "masters", religion: "islam", sect: "sunni", showFaith: true, nationality: "SA", interests: ["Travel", "Cooking"] },
    });
  });

  it("clears with null, and never sends a sect without Islam or a timeline without marriage", () => {
    const form = edit((f) => {
      f.fields.occupation = "";
      f.fields.sect = "shia";
      f.fields.marriageTimeline = "within_a_year";
    });
    expect(patchesOf(saved, form)).toEqual({ user: null, profile: { occupation: null } });
  });

  it("leaves out unanswered prompts", () => {
    const form = edit((f) => f.prompts.push({ promptId: "two_truths", answer: "  " }));
    expect(isDirty(saved, form)).toBe(false);
  });

  it("checks the name, a date of birth once given, the height and the nationality before saving", () => {
    expect(checkEditor(saved, saved)).toEqual({});
    const form = edit((f) => {
      f.name = " ";
      f.birthDate = "";
      f.fields.heightCm = "90";
      f.fields.nationality = "Egypt";
    });
    expect(checkEditor(saved, form)).toEqual({ name: "nameRequired", birthDate: "birthDateRequired", heightCm: "heightError", nationality: "nationalityError" });
  });
});
