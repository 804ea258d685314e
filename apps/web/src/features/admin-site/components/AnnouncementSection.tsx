import { useTranslation } from "react-i18next";
import { ANNOUNCEMENT_MAX } from "@ulfa/contracts/constants";
import type { SiteSettings } from "@ulfa/contracts";
import { Field, Input } from "../../../ui/Field";
import { Switch } from "../../../ui/Switch";
import { Pair, Section } from "./Section";

type Edit = (change: Partial<SiteSettings>) => void;

/** The banner at the top of the app: one short line per language (both empty: none), for members or everyone. */
export function AnnouncementSection({ draft, edit }: { draft: SiteSettings; edit: Edit }) {
  const { t } = useTranslation("adminSite");
  const announcement = draft.announcement;
  const set = (change: Partial<SiteSettings["announcement"]>) => edit({ announcement: { ...announcement, ...change } });
  return (
    <Section id="site-announcement" title={t("announcement.title")} description={t("announcement.intro")}>
      <Pair>
        <Field label={t("announcement.en")} hint={t("announcement.hint", { max: ANNOUNCEMENT_MAX })}>
          {(p) => <Input {...p} name="announcement-en" dir="ltr" maxLength={ANNOUNCEMENT_MAX} value={announcement.en} onChange={(e) => set({ en: e.target.value })} />}
        </Field>
        <Field label={t("announcement.ar")} hint={t("announcement.hint", { max: ANNOUNCEMENT_MAX })}>
          {(p) => <Input {...p} name="announcement-ar" dir="rtl" maxLength={ANNOUNCEMENT_MAX} value={announcement.ar} onChange={(e) => set({ ar: e.target.value })} />}
        </Field>
      </Pair>
      <Switch checked={announcement.visitors} onCheckedChange={(visitors) => set({ visitors })} label={t("announcement.visitors")} description={t("announcement.visitorsHint")} />
    </Section>
  );
}
