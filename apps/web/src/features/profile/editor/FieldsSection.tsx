import { MEMBER_FIELD_NAMES, MEMBER_FIELDS, type EditorSection, type MemberFieldName } from "@ulfa/contracts";
import type { ReactNode } from "react";
import { MemberFieldControl } from "./MemberFieldControl";
import type { FieldsForm } from "./editor-state";
import { EditorCard } from "./EditorCard";

/** Fields asked only when another has a given value (the server clears them otherwise). */
const ASKED_WHEN: Partial<Record<MemberFieldName, (f: FieldsForm) => boolean>> = {
  sect: (f) => f.religion === "islam",
  marriageTimeline: (f) => f.relationshipGoals === "marriage",
};
const WIDE = new Set<string>(["chips", "languages", "switch", "country"]);

/** One section of the editor: the registry's fields of `section`, in its order. */
export function FieldsSection({
  section,
  title,
  note,
  fields,
  onChange,
  gender,
  errors,
}: {
  section: EditorSection;
  title: string;
  note?: ReactNode;
  fields: FieldsForm;
  onChange: (patch: Partial<FieldsForm>) => void;
  gender: string | undefined;
  errors: Partial<Record<MemberFieldName, string>>;
}) {
  const names = MEMBER_FIELD_NAMES.filter((n) => MEMBER_FIELDS[n].section === section && (ASKED_WHEN[n]?.(fields) ?? true));
  return (
    <EditorCard id={section} title={title} note={note}>
      <div className="grid gap-4 sm:grid-cols-2">
        {names.map((name) => (
          <div key={name} className={WIDE.has(MEMBER_FIELDS[name].control) ? "sm:col-span-2" : undefined}>
            <MemberFieldControl name={name} fields={fields} onChange={onChange} gender={gender} error={errors[name]} />
          </div>
        ))}
      </div>
    </EditorCard>
  );
}
