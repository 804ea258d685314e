import { BIO_MAX, LOCATION_TEXT_MAX, NAME_MAX, genderSchema } from "@ulfa/contracts";
import { useTranslation } from "react-i18next";
import { Field, Input, Select, Textarea } from "../../../ui/Field";
import type { EditorForm } from "./editor-state";
import { EditorCard } from "./EditorCard";

type Basics = Pick<EditorForm, "name" | "birthDate" | "gender" | "bio" | "location">;

/** Name, date of birth (the age shown is derived from it on the server), gender, bio and the typed location. */
export function BasicsSection({ form, onChange, errors }: { form: Basics; onChange: (patch: Partial<Basics>) => void; errors: Partial<Record<"name" | "birthDate", string>> }) {
  const { t } = useTranslation("profile");
  return (
    <EditorCard id="basics" title={t("editor.sections.basics")}>
      <Field label={t("edit.name")} error={errors.name}>
        {(p) => <Input {...p} dir="auto" value={form.name} maxLength={NAME_MAX} autoComplete="name" onChange={(e) => onChange({ name: e.target.value })} data-testid="field-name" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("editor.birthDate")} hint={t("editor.birthDateHint")} error={errors.birthDate}>
          {(p) => <Input {...p} type="date" dir="ltr" autoComplete="bday" value={form.birthDate} onChange={(e) => onChange({ birthDate: e.target.value })} data-testid="field-birthDate" />}
        </Field>
        <Field label={t("edit.gender")}>
          {(p) => (
            <Select {...p} value={form.gender} onChange={(e) => onChange({ gender: genderSchema.parse(e.target.value) })} data-testid="field-gender">
              {genderSchema.options.map((g) => (
                <option key={g} value={g}>
                  {t(`edit.genders.${g}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t("edit.bio")} hint={t("edit.bioHint", { max: BIO_MAX })}>
        {(p) => <Textarea {...p} dir="auto" value={form.bio} maxLength={BIO_MAX} onChange={(e) => onChange({ bio: e.target.value })} data-testid="field-bio" />}
      </Field>
      <Field label={t("edit.location")}>
        {(p) => (
          <Input {...p} dir="auto" value={form.location} maxLength={LOCATION_TEXT_MAX} placeholder={t("edit.locationPlaceholder")} onChange={(e) => onChange({ location: e.target.value })} />
        )}
      </Field>
    </EditorCard>
  );
}
