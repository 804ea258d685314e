import { useTranslation } from "react-i18next";
import { LANDING_TEXT_MAX, type LandingTextKey } from "@ulfa/contracts/constants";
import type { SiteSettings } from "@ulfa/contracts";
import { Field, Input, Textarea } from "../../../ui/Field";
import { Switch } from "../../../ui/Switch";
import { Pair, Section } from "./Section";

type Edit = (change: Partial<SiteSettings>) => void;
type Landing = SiteSettings["landing"];

/** The texts written on several lines; the others are one line each. */
const LONG = new Set<LandingTextKey>(["subtitle", "join", "promoBody"]);

/** Groups of the landing settings, each opened by the switch that shows it (if any). */
const GROUPS: { id: string; toggle?: "cards" | "promo"; keys: LandingTextKey[] }[] = [
  { id: "hero", keys: ["badge", "title", "titleAccent", "subtitle", "join"] },
  { id: "cards", toggle: "cards", keys: ["cardA", "cardAInfo", "cardB", "cardBInfo", "cardMatch"] },
  { id: "promo", toggle: "promo", keys: ["promoBadge", "promoTitle", "promoBody", "promoCta", "promoCtaMember"] },
];

/** The landing page's texts in both languages, the demo cards and the promo banner (each can be switched off). */
export function LandingSection({ draft, edit }: { draft: SiteSettings; edit: Edit }) {
  const { t } = useTranslation("adminSite");
  const landing = draft.landing;
  const set = (change: Partial<Landing>) => edit({ landing: { ...landing, ...change } });
  const text = (key: LandingTextKey, lang: "en" | "ar") => {
    const Control = LONG.has(key) ? Textarea : Input;
    return (
      <Field label={t(`landing.${key}`, { lang: t(`landing.${lang}`) })} hint={t("landing.hint", { max: LANDING_TEXT_MAX[key] })}>
        {(p) => (
          <Control
            {...p}
            name={`landing-${key}-${lang}`}
            dir={lang === "ar" ? "rtl" : "ltr"}
            maxLength={LANDING_TEXT_MAX[key]}
            value={landing[key][lang]}
            onChange={(e: { target: { value: string } }) => set({ [key]: { ...landing[key], [lang]: e.target.value } })}
          />
        )}
      </Field>
    );
  };
  return (
    <Section id="site-landing" title={t("landing.title")} description={t("landing.intro")}>
      {GROUPS.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`site-landing-${group.id}`} className="space-y-3 border-t border-rose-100 pt-4">
          <h3 id={`site-landing-${group.id}`} className="text-sm font-semibold text-slate-800">
            {t(`landing.groups.${group.id}`)}
          </h3>
          {group.toggle && (
            <Switch
              checked={landing[group.toggle]}
              onCheckedChange={(on) => set({ [group.toggle!]: on })}
              label={t(`landing.show.${group.toggle}`)}
            />
          )}
          {(!group.toggle || landing[group.toggle]) &&
            group.keys.map((key) => (
              <Pair key={key}>
                {text(key, "en")}
                {text(key, "ar")}
              </Pair>
            ))}
        </div>
      ))}
    </Section>
  );
}
