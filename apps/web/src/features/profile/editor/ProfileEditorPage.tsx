import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { CurrentUser, EnhancedProfile, MemberFieldName } from "@ulfa/contracts";
import { messageOf } from "../../../api/client";
import { about } from "../../../i18n/gender";
import { useCurrentUser } from "../../../session/useCurrentUser";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Dialog } from "../../../ui/Dialog";
import { LoadProblem } from "../../../ui/LoadProblem";
import { Skeleton } from "../../../ui/Skeleton";
import { isLoadProblem, retryAll, useLoadState } from "../../../ui/useLoadState";
import { toast } from "../../../ui/toast-store";
import { OpeningMovesCard, QuestionsCard } from "../../questions";
import { useEnhancedProfile, useSaveEnhancedProfile, useUpdateUser } from "../queries";
import { BasicsSection } from "./BasicsSection";
import { checkEditor, editorFormOf, isDirty, patchesOf, type EditorErrors, type EditorForm } from "./editor-state";
import { FieldsSection } from "./FieldsSection";
import { PhotosEntry } from "./PhotosEntry";
import { PromptsSection } from "./PromptsSection";
import { useLeaveGuard } from "./useLeaveGuard";

/** /profile/edit: everything a member says about themselves, in sections, with one Save. */
export default function ProfileEditorPage() {
  const { t } = useTranslation("profile");
  const { data: user } = useCurrentUser();
  const profile = useEnhancedProfile();
  const load = useLoadState(profile);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 md:px-8">
      {load === "loading" && (
        <Card className="space-y-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </Card>
      )}
      {isLoadProblem(load) && <LoadProblem state={load} onRetry={retryAll(profile)} failed={t("enhanced.loadFailed")} />}
      {user && profile.data && <Editor user={user} profile={profile.data} />}
    </div>
  );
}

/** The editor once both halves of the profile are loaded; it starts from them once and keeps what the member types. */
function Editor({ user, profile }: { user: CurrentUser; profile: EnhancedProfile }) {
  const { t, i18n } = useTranslation(["profile", "filters"]);
  const [saved, setSaved] = useState<EditorForm>(() => editorFormOf(user, profile));
  const [form, setForm] = useState<EditorForm>(saved);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [saving, setSaving] = useState(false);
  const updateUser = useUpdateUser();
  const saveProfile = useSaveEnhancedProfile();
  const dirty = isDirty(saved, form);
  const blocker = useLeaveGuard(dirty);
  const BackIcon = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;
  // The member's own gender words their choices ("مطلّقة"), as they would read them on the form.
  const gender = form.gender;

  const change = (patch: Partial<EditorForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const changeFields = (patch: Partial<EditorForm["fields"]>) => {
    setForm((f) => ({ ...f, fields: { ...f.fields, ...patch } }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkEditor(saved, form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      // The first field with a problem gets the focus, so a keyboard or screen reader user lands on it.
      const testId = first === "nationality" ? "trait-nationality" : `field-${first}`;
      document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus();
      toast({ title: t("profile:editor.fixErrors"), variant: "destructive" });
      return;
    }
    const patches = patchesOf(saved, form);
    setSaving(true);
    let next = saved;
    try {
      if (patches.user) {
        const fresh = await updateUser.mutateAsync(patches.user);
        next = { ...editorFormOf(fresh, profile), fields: next.fields };
        setSaved(next);
      }
      if (patches.profile) {
        const fresh = await saveProfile.mutateAsync(patches.profile);
        next = { ...next, fields: editorFormOf(user, fresh).fields };
        setSaved(next);
      }
      // What the server kept (trimmed, de-duplicated) is what the form shows now.
      setForm(next);
      toast({ title: t("profile:editor.saved"), variant: "success" });
    } catch (err) {
      // What was saved before the failure stays saved; the rest stays typed, and still counts as unsaved.
      toast({ title: t("profile:toasts.updateFailed"), description: messageOf(err, t("profile:toasts.updateProfileFailed")), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const errorText = (key: keyof EditorErrors) => {
    const error = errors[key];
    if (!error) return undefined;
    return error === "heightError" || error === "nationalityError" ? t(`filters:profile.${error}`, { min: 120, max: 230 }) : error === "nameRequired"
        ? t("profile:editor.nameRequired")
        : t("profile:editor.birthDateRequired");
  };
  const fieldErrors: Partial<Record<MemberFieldName, string>> = { heightCm: errorText("heightCm"), nationality: errorText("nationality") };
  const sections = ["basics", "photos", "prompts", "about", "intent", "faith", "family"] as const;

  return (
    <>
      <Link to="/profile" className="inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <BackIcon className="h-4 w-4" aria-hidden="true" />
        {t("profile:enhanced.back")}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("profile:editor.title")}</h1>
        <p className="text-sm text-slate-600">{t("profile:editor.subtitle", about(gender))}</p>
      </header>
      <nav aria-label={t("profile:editor.sectionsNav")} className="-mx-1 flex gap-1 overflow-x-auto pb-1 md:flex-wrap md:overflow-visible">
        {sections.map((s) => (
          <a key={s} href={`#editor-${s}`} className="shrink-0 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50">
            {t(`profile:editor.sections.${s}`, about(gender))}
          </a>
        ))}
      </nav>

      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5" data-testid="profile-editor">
        <BasicsSection form={form} onChange={change} errors={{ name: errorText("name"), birthDate: errorText("birthDate") }} />
        <PhotosEntry user={user} />
        <PromptsSection user={user} answers={form.prompts} onChange={(prompts) => change({ prompts })} />
        <FieldsSection section="about" title={t("profile:editor.sections.about")} fields={form.fields} onChange={changeFields} gender={gender} errors={fieldErrors} />
        <FieldsSection section="intent" title={t("profile:editor.sections.intent", about(gender))} fields={form.fields} onChange={changeFields} gender={gender} errors={fieldErrors} />
        <FieldsSection
          section="faith"
          title={t("profile:editor.sections.faith")}
          note={t("filters:profile.faithExplain")}
          fields={form.fields}
          onChange={changeFields}
          gender={gender}
          errors={fieldErrors}
        />
        <FieldsSection section="family" title={t("profile:editor.sections.family")} fields={form.fields} onChange={changeFields} gender={gender} errors={fieldErrors} />

        {/* Stays in reach on a phone: the one Save for every section. */}
        <div className="sticky bottom-16 z-10 flex items-center justify-end gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-sm md:bottom-4">
          <p className="me-auto text-sm text-slate-600" aria-live="polite">
            {dirty ? t("profile:editor.unsaved") : t("profile:editor.allSaved")}
          </p>
          <Button type="submit" disabled={saving || !dirty} data-testid="editor-save">
            {saving ? t("profile:actions.saving") : t("profile:editor.save")}
          </Button>
        </div>
      </form>

      {/* Answered and saved on their own: questions and Opening Moves are not part of what the Save sends. */}
      <OpeningMovesCard />
      <QuestionsCard />

      <Dialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
        title={t("profile:editor.leaveTitle")}
        description={t("profile:editor.leaveBody")}
      >
        <div className="flex flex-wrap justify-end gap-2" data-testid="leave-guard">
          <Button variant="outline" onClick={() => blocker.state === "blocked" && blocker.reset()} data-testid="leave-stay">
            {t("profile:editor.stay")}
          </Button>
          <Button variant="danger" onClick={() => blocker.state === "blocked" && blocker.proceed()} data-testid="leave-discard">
            {t("profile:editor.discard")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
