import { useTranslation } from "react-i18next";
import { ADMISSION_RULES, type SiteSettings } from "@ulfa/contracts";
import { Field, Input, Select } from "../../../ui/Field";
import { Pair, Section } from "./Section";

type Edit = (change: Partial<SiteSettings>) => void;
type Rules = SiteSettings["rules"];

/** A whole number typed into a field: what was typed when it is not one yet (the server names the field). */
const whole = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? (value as unknown as number) : Number(value));

/** The numeric trust settings shown, in pairs (docs/trust-and-safety.md says what each does). */
const NUMBERS: [keyof Rules, keyof Rules][] = [
  ["introsPerDayNew", "introsPerDay"],
  ["introsPerDayVerified", "newAccountDays"],
  ["youngConversationMessages", "repeatedIntroRecipients"],
  ["holdAfterContactSignals", "holdAfterMoneySignals"],
  ["likesPerTenSeconds", "duplicatePhotoDistance"],
  ["reportedMembers", "reportWindowDays"],
];

/** Admission (open, invite, approval) and the thresholds of the scam and spam signals. */
export function TrustSection({ draft, edit }: { draft: SiteSettings; edit: Edit }) {
  const { t } = useTranslation("adminSite");
  const rules = (change: Partial<Rules>) => edit({ rules: { ...draft.rules, ...change } });
  const number = (key: keyof Rules) => (
    <Field key={key} label={t(`trust.${key}`)}>
      {(p) => (
        <Input {...p} type="number" inputMode="numeric" dir="ltr" value={String(draft.rules[key])} onChange={(e) => rules({ [key]: whole(e.target.value) } as Partial<Rules>)} />
      )}
    </Field>
  );
  return (
    <Section id="site-trust" title={t("trust.title")} description={t("trust.description")}>
      <Field label={t("trust.admission")} hint={t(`trust.admissionHint.${draft.rules.admission}`)}>
        {(p) => (
          <Select {...p} value={draft.rules.admission} onChange={(e) => rules({ admission: e.target.value as Rules["admission"] })}>
            {ADMISSION_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`trust.admissionChoice.${rule}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {NUMBERS.map(([a, b]) => (
        <Pair key={a}>
          {number(a)}
          {number(b)}
        </Pair>
      ))}
    </Section>
  );
}
