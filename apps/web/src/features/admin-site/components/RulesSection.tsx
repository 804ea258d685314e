import { useTranslation } from "react-i18next";
import { FIRST_MESSAGE_RULES, LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_IP_MAX_FAILURES_RANGE, MATCH_EXPIRY_CHOICES, SIGN_UPS_PER_HOUR_RANGE, type SiteSettings } from "@ulfa/contracts";
import { Field, Input, Select } from "../../../ui/Field";
import { Switch } from "../../../ui/Switch";
import { Pair, Section } from "./Section";

type Edit = (change: Partial<SiteSettings>) => void;

/** A whole number typed into a field: what was typed when it is not one yet (the server names the field). */
const whole = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? (value as unknown as number) : Number(value));

/** Landing tiles, community rules and the features switch. */
export function RulesSection({ draft, edit }: { draft: SiteSettings; edit: Edit }) {
  const { t } = useTranslation("adminSite");
  const rules = (change: Partial<SiteSettings["rules"]>) => edit({ rules: { ...draft.rules, ...change } });
  const features = (change: Partial<SiteSettings["features"]>) => edit({ features: { ...draft.features, ...change } });
  const thresholds = (change: Partial<SiteSettings["tiles"]["thresholds"]>) =>
    edit({ tiles: { ...draft.tiles, thresholds: { ...draft.tiles.thresholds, ...change } } });
  const number = (label: string, value: number, set: (n: number) => void, hint?: string) => (
    <Field label={label} hint={hint}>
      {(p) => <Input {...p} type="number" inputMode="numeric" dir="ltr" value={Number.isFinite(value) ? value : String(value)} onChange={(e) => set(whole(e.target.value))} />}
    </Field>
  );
  return (
    <>
      <Section id="site-tiles" title={t("tiles.title")} description={t("tiles.description")}>
        <Switch checked={draft.tiles.demoFigures} onCheckedChange={(demoFigures) => edit({ tiles: { ...draft.tiles, demoFigures } })} label={t("tiles.demo")} description={t("tiles.demoHint")} />
        <div className="grid gap-4 sm:grid-cols-3">
          {number(t("tiles.members"), draft.tiles.thresholds.members, (members) => thresholds({ members }))}
          {number(t("tiles.matches"), draft.tiles.thresholds.matches, (matches) => thresholds({ matches }))}
          {number(t("tiles.countries"), draft.tiles.thresholds.countries, (countries) => thresholds({ countries }))}
        </div>
      </Section>
      <Section id="site-rules" title={t("rules.title")}>
        <Pair>
          {number(t("rules.minimumAge"), draft.rules.minimumAge, (minimumAge) => rules({ minimumAge }), t("rules.minimumAgeHint"))}
          <Field label={t("rules.firstMessage")}>
            {(p) => (
              <Select {...p} value={draft.rules.firstMessage} onChange={(e) => rules({ firstMessage: e.target.value as SiteSettings["rules"]["firstMessage"] })}>
                {FIRST_MESSAGE_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(`rules.first.${rule}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Pair>
        <Pair>
          <Field label={t("rules.expiry")}>
            {(p) => (
              <Select {...p} value={draft.rules.matchExpiryHours} onChange={(e) => rules({ matchExpiryHours: Number(e.target.value) })}>
                {MATCH_EXPIRY_CHOICES.map((hours) => (
                  <option key={hours} value={hours}>
                    {t(`rules.expiryChoice.h${hours}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {number(t("rules.dailyLikes"), draft.rules.dailyLikes, (dailyLikes) => rules({ dailyLikes }))}
        </Pair>
        <Pair>
          {number(t("rules.freeSuperLikes"), draft.rules.freeSuperLikesPerDay, (freeSuperLikesPerDay) => rules({ freeSuperLikesPerDay }))}
          {number(t("rules.premiumSuperLikes"), draft.rules.premiumSuperLikesPerDay, (premiumSuperLikesPerDay) => rules({ premiumSuperLikesPerDay }))}
        </Pair>
        <Pair>
          {number(t("rules.signUpsPerHour"), draft.rules.signUpsPerHour, (signUpsPerHour) => rules({ signUpsPerHour }), t("rules.signUpsPerHourHint", SIGN_UPS_PER_HOUR_RANGE))}
          {number(
            t("rules.failedSignIns"),
            draft.rules.failedSignInsPerAddress,
            (failedSignInsPerAddress) => rules({ failedSignInsPerAddress }),
            t("rules.failedSignInsHint", { ...LOGIN_IP_MAX_FAILURES_RANGE, account: LOGIN_ACCOUNT_MAX_FAILURES }),
          )}
        </Pair>
        <Switch
          checked={draft.rules.premiumFilters}
          onCheckedChange={(premiumFilters) => rules({ premiumFilters })}
          label={t("rules.premiumFilters")}
          description={t("rules.premiumFiltersHint")}
        />
        {number(t("rules.yourTurn"), draft.rules.yourTurn, (yourTurn) => rules({ yourTurn }), t("rules.yourTurnHint"))}
        <Switch
          checked={draft.rules.travelPremiumOnly}
          onCheckedChange={(travelPremiumOnly) => rules({ travelPremiumOnly })}
          label={t("rules.travelPremiumOnly")}
          description={t("rules.travelPremiumOnlyHint")}
        />
      </Section>
      <Section id="site-features" title={t("features.title")} description={t("features.description")}>
        {(["premium", "map", "calls", "surprise"] as const).map((key) => (
          <Switch key={key} checked={draft.features[key]} onCheckedChange={(on) => features({ [key]: on })} label={t(`features.${key}`)} />
        ))}
      </Section>
    </>
  );
}
