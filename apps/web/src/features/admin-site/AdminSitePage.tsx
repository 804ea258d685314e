import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { sampleTextsLeft, type SiteSettings } from "@ulfa/contracts";
import { codeOf, messageOf } from "../../api/client";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";
import { AnnouncementSection } from "./components/AnnouncementSection";
import { AuditSection } from "./components/AuditSection";
import { IdentitySection } from "./components/IdentitySection";
import { ImagesSection } from "./components/ImagesSection";
import { LandingSection } from "./components/LandingSection";
import { PricesSection } from "./components/PricesSection";
import { RulesSection } from "./components/RulesSection";
import { InvitesSection } from "./components/InvitesSection";
import { TrustSection } from "./components/TrustSection";
import { StaffSection } from "./components/StaffSection";
import { TextsSection } from "./components/TextsSection";
import { useAdminSite, useSaveSite } from "./queries";

/**
 * /admin/site: the operator's settings (identity, texts, landing tiles, community rules, features),
 * roles and the audit log, for admins. A save carries the version it was made on: if another
 * admin saved in between, the server refuses it (409) and the screen offers to load theirs.
 */
export default function AdminSitePage() {
  const { t } = useTranslation("adminSite");
  const { data: user } = useCurrentUser();
  const loaded = useAdminSite();
  const save = useSaveSite();
  const [draft, setDraft] = useState<SiteSettings | null>(null);
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);

  // A new document (first load, a reload after a 409) replaces the form; a logo upload only moves the version.
  useEffect(() => {
    if (loaded.data) setDraft(loaded.data.settings);
  }, [loaded.data?.settings]);

  if (!user?.isAdmin) {
    return (
      <p className="p-6 text-slate-700">{t("adminsOnly")}</p>
    );
  }
  if (!draft || !loaded.data) {
    return (
      <div className="grid place-items-center p-10">
        <Spinner label={t("loading")} />
      </div>
    );
  }

  const edit = (change: Partial<SiteSettings>) => setDraft({ ...draft, ...change });
  // What is saved, not the draft: the warning goes once the operator's own texts are published.
  const sampleLeft = sampleTextsLeft(loaded.data.settings);
  const submit = () => {
    const { logoUrl: _logo, iconUrl: _icon, ...editable } = draft;
    setProblem(null);
    save.mutate(
      { ...editable, version: loaded.data.version },
      {
        onSuccess: () => toast({ title: t("saved"), variant: "success" }),
        onError: (err) => setProblem({ text: messageOf(err, t("failed")), stale: codeOf(err) === "SETTINGS_CHANGED" }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-extrabold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      </header>
      {sampleLeft.length > 0 && (
        <div role="status" data-testid="sample-texts" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">{t("sampleTexts.title")}</p>
          <p className="mt-1">{t("sampleTexts.body", { fields: sampleLeft.map((field) => t(`sampleTexts.fields.${field}`)).join(t("sampleTexts.separator")) })}</p>
        </div>
      )}
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <IdentitySection draft={draft} edit={edit} />
        <AnnouncementSection draft={draft} edit={edit} />
        <LandingSection draft={draft} edit={edit} />
        <TextsSection draft={draft} edit={edit} />
        <RulesSection draft={draft} edit={edit} />
        <TrustSection draft={draft} edit={edit} />
        <PricesSection draft={draft} edit={edit} />
        <div className="sticky bottom-20 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-white/95 p-3 shadow ring-1 ring-rose-100 md:bottom-4">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </Button>
          <div role="alert" className="min-w-0 flex-1 text-sm text-red-700">
            {problem?.text}
          </div>
          {problem?.stale && (
            <Button variant="outline" onClick={() => void loaded.refetch().then(() => setProblem(null))}>
              {t("reload")}
            </Button>
          )}
        </div>
      </form>
      <ImagesSection logoUrl={loaded.data.settings.logoUrl} iconUrl={loaded.data.settings.iconUrl} />
      <InvitesSection />
      <StaffSection />
      <AuditSection />
    </div>
  );
}
