import { AGE_MAX, AGE_MIN, BIO_MAX, INTERESTS_MAX, INTEREST_MAX_LENGTH, LOCATION_TEXT_MAX, genderSchema, type CurrentUser, type Gender } from "@ulfa/contracts";
import { Plus, X } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../api/client";
import { Field, Input, Select, Textarea } from "../../../ui/Field";
import { toast } from "../../../ui/toast-store";
import { useUpdateProfile } from "../queries";
import { SubmitButton } from "./AuthLayout";
import { SetupPhotoPicker } from "./SetupPhotoPicker";

/** Age errors as translation keys (auth:validation.*), or null when the text is a valid age. */
export function ageProblem(text: string): "ageWhole" | "ageMin" | "ageMax" | null {
  const age = Number(text.trim());
  if (text.trim() === "" || !Number.isInteger(age)) return "ageWhole";
  if (age < AGE_MIN) return "ageMin";
  if (age > AGE_MAX) return "ageMax";
  return null;
}

/**
 * Profile setup: a photo from the phone (uploaded at once, SetupPhotoPicker), bio, location and
 * interests, saved with PATCH /api/user (the uploaded photo becomes the profile photo); interests never
 * empty or twice.
 * Accounts from Google (no password) are also asked for age and gender: the provider gives neither,
 * so the account holds placeholders (AGE_MIN, "other").
 */
export function ProfileSetupForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useTranslation("auth");
  const [bio, setBio] = useState(user.bio ?? "");
  const [location, setLocation] = useState(user.location ?? "");
  const [photo, setPhoto] = useState<string | null>(user.profilePhoto);
  const [interestDraft, setInterestDraft] = useState("");
  const [interests, setInterests] = useState<string[]>(user.interests);
  const fromGoogle = user.hasPassword === false;
  const [age, setAge] = useState(String(user.age));
  const [gender, setGender] = useState<Gender>(user.gender);
  const [ageError, setAgeError] = useState<string | undefined>();
  const aboutYouId = useId();
  const update = useUpdateProfile();

  const addInterest = () => {
    const value = interestDraft.trim();
    if (!value || interests.some((i) => i.toLowerCase() === value.toLowerCase()) || interests.length >= INTERESTS_MAX) return;
    setInterests((list) => [...list, value]);
    setInterestDraft("");
  };
  const onEnter = (action: () => void) => (e: KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      action();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = fromGoogle ? ageProblem(age) : null;
    setAgeError(problem ? t(`validation.${problem}`) : undefined);
    if (problem) return;
    update.mutate(
      {
        bio: bio.trim() || null,
        location: location.trim() || null,
        interests,
        ...(photo !== user.profilePhoto ? { profilePhoto: photo } : {}),
        ...(fromGoogle ? { age: Number(age.trim()), gender } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: t("setup.savedTitle"), variant: "success" });
          onDone();
        },
        onError: (err) => toast({ title: t("setup.failedTitle"), description: messageOf(err, t("setup.failedBody")), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t("setup.createTitle")}>
      {fromGoogle && (
        <div role="group" aria-labelledby={aboutYouId} className="space-y-3 rounded-2xl bg-brand-50 p-4">
          <p id={aboutYouId} className="text-sm text-slate-700">
            {t("setup.aboutYou")}
          </p>
          <div className="grid grid-cols-2 gap-4">
            <Field label={t("setup.age")} error={ageError}>
              {(props) => <Input {...props} name="age" type="number" inputMode="numeric" min={AGE_MIN} max={AGE_MAX} value={age} onChange={(e) => setAge(e.target.value)} />}
            </Field>
            <Field label={t("setup.gender")}>
              {(props) => (
                <Select {...props} name="gender" value={gender} onChange={(e) => setGender(genderSchema.parse(e.target.value))}>
                  {genderSchema.options.map((g) => (
                    <option key={g} value={g}>
                      {t(`register.genders.${g}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </div>
      )}
      <SetupPhotoPicker value={photo} onChange={setPhoto} />
      <Field label={t("setup.bio")} hint={t("setup.bioHint")}>
        {(props) => <Textarea {...props} name="bio" maxLength={BIO_MAX} value={bio} onChange={(e) => setBio(e.target.value)} />}
      </Field>
      <Field label={t("setup.location")}>
        {(props) => <Input {...props} name="location" maxLength={LOCATION_TEXT_MAX} placeholder={t("setup.locationPlaceholder")} value={location} onChange={(e) => setLocation(e.target.value)} />}
      </Field>
      <Field label={t("setup.interests")}>
        {(props) => (
          <div className="flex gap-2">
            <Input {...props} name="interest" maxLength={INTEREST_MAX_LENGTH} placeholder={t("setup.interestPlaceholder")} value={interestDraft} onChange={(e) => setInterestDraft(e.target.value)} onKeyDown={onEnter(addInterest)} />
            <button type="button" onClick={addInterest} className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t("setup.addInterest")}
            </button>
          </div>
        )}
      </Field>
      {interests.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("setup.interests")}>
          {interests.map((interest) => (
            <li key={interest} className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 ps-3 pe-0.5 text-sm text-brand-800">
              <bdi>{interest}</bdi>
              <button
                type="button"
                onClick={() => setInterests((list) => list.filter((i) => i !== interest))}
                aria-label={t("setup.removeInterest", { interest })}
                className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-200"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SubmitButton pending={update.isPending} label={t("setup.submit")} pendingLabel={t("setup.pending")} />
      <button type="button" onClick={onDone} className="min-h-6 w-full text-center text-sm font-medium text-slate-500 hover:text-slate-800">
        {t("setup.skip")}
      </button>
    </form>
  );
}
