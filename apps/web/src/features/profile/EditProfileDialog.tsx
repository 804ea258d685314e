import { AGE_MAX, AGE_MIN, BIO_MAX, LOCATION_TEXT_MAX, NAME_MAX, genderSchema, type CurrentUser, type Gender } from "@ulfa/contracts";
import { Camera, User } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Field, Input, Select, Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { mainPhotoOf } from "./avatar";
import { FallbackImage } from "../../entities/member/FallbackImage";
import { checkImageFile, compressImage } from "../../entities/photo/image";
import { useUpdateUser } from "./queries";

interface FormState {
  name: string;
  age: string;
  gender: Gender;
  bio: string;
  location: string;
}
type Errors = Partial<Record<"name" | "age" | "photo", string>>;

const formOf = (user: CurrentUser): FormState => ({
  name: user.name,
  age: String(user.age || AGE_MIN),
  gender: user.gender,
  bio: user.bio ?? "",
  location: user.location ?? "",
});

/**
 * "Edit Profile Information": name, age, gender, bio, location and the profile photo.
 * Gender is here because Google sign-in starts accounts at "other" (the provider does not say).
 */
export function EditProfileDialog({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("profile");
  const [form, setForm] = useState<FormState>(() => formOf(user));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateUser();
  const photo = useUpdateUser();
  const [compressing, setCompressing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const photoInputId = useId();

  // Each opening starts from the member's saved values.
  useEffect(() => {
    if (open) {
      setForm(formOf(user));
      setErrors({});
    }
  }, [open]);

  // Editing a field clears its error; the next save checks everything again.
  const set = (key: "name" | "age" | "bio" | "location") => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const validate = (): Errors => {
    const next: Errors = {};
    if (form.name.trim().length < 1) next.name = t("edit.nameRequired");
    const age = Number(form.age);
    if (form.age.trim() === "" || !Number.isFinite(age)) next.age = t("edit.ageNumber");
    else if (age < AGE_MIN) next.age = t("edit.ageMin");
    else if (age > AGE_MAX) next.age = t("edit.ageMax");
    return next;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.name || found.age) return;
    save.mutate(
      {
        name: form.name.trim(),
        age: Math.round(Number(form.age)),
        gender: form.gender,
        bio: form.bio.trim() || null,
        location: form.location.trim() || null,
      },
      {
        onSuccess: () => {
          toast({ title: t("toasts.profileUpdated"), variant: "success" });
          onOpenChange(false);
        },
        onError: (err) => toast({ title: t("toasts.updateFailed"), description: messageOf(err, t("toasts.updateProfileFailed")), variant: "destructive" }),
      },
    );
  };

  const onPhoto = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setErrors((e) => ({ ...e, photo: problem === "notImage" ? t("edit.photoNotImage") : t("edit.photoTooLarge") }));
      return;
    }
    setErrors((e) => ({ ...e, photo: undefined }));
    let dataUrl: string;
    setCompressing(true);
    try {
      dataUrl = await compressImage(file);
    } catch {
      setErrors((e) => ({ ...e, photo: t("edit.photoNotImage") }));
      return;
    } finally {
      setCompressing(false);
    }
    photo.mutate(
      { profilePhoto: dataUrl },
      {
        onSuccess: () => toast({ title: t("toasts.profilePhotoUpdated"), variant: "success" }),
        onError: (err) => toast({ title: t("toasts.uploadFailed"), description: messageOf(err, t("toasts.profilePhotoFailed")), variant: "destructive" }),
      },
    );
  };

  const removePhoto = () =>
    photo.mutate(
      { profilePhoto: null },
      {
        onSuccess: () => toast({ title: t("toasts.profilePhotoUpdated"), variant: "success" }),
        onError: (err) => toast({ title: t("toasts.updateFailed"), description: messageOf(err, t("toasts.updateProfileFailed")), variant: "destructive" }),
      },
    );

  const current = mainPhotoOf(user);
  const photoBusy = compressing || photo.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("edit.title")} description={t("edit.description")}>
      <div className="mb-5 flex items-center gap-4">
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-full bg-slate-100">
          {current ? (
            <FallbackImage src={current} alt={t("header.avatarAlt", { name: user.name })} className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-slate-400">
              <User className="h-8 w-8" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={photoInputId}
              className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-full bg-rose-100 px-3 text-sm font-medium text-brand-800 hover:bg-rose-200 focus-within:outline focus-within:outline-2 focus-within:outline-brand-600"
            >
              <Camera className="h-4 w-4" aria-hidden="true" />
              {photoBusy ? t("edit.photoUploading") : t("edit.changePhoto")}
              <input
                ref={fileInput}
                id={photoInputId}
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={photoBusy}
                data-testid="profile-photo-input"
                aria-describedby={errors.photo ? `${photoInputId}-error` : undefined}
                onChange={(e) => void onPhoto(e.target.files?.[0])}
              />
            </label>
            {user.profilePhoto && (
              <Button size="sm" variant="ghost" onClick={removePhoto} disabled={photoBusy}>
                {t("edit.removePhoto")}
              </Button>
            )}
          </div>
          <p className="text-xs text-slate-500">{t("edit.photoHint")}</p>
          {errors.photo && (
            <p id={`${photoInputId}-error`} role="alert" className="text-xs text-red-600">
              {errors.photo}
            </p>
          )}
        </div>
      </div>

      <form onSubmit={submit} noValidate className="space-y-4" data-testid="edit-profile-form">
        <Field label={t("edit.name")} error={errors.name}>
          {(p) => <Input {...p} value={form.name} maxLength={NAME_MAX} autoComplete="name" onChange={(e) => set("name")(e.target.value)} />}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label={t("edit.age")} error={errors.age}>
            {(p) => <Input {...p} type="number" inputMode="numeric" min={AGE_MIN} max={AGE_MAX} value={form.age} onChange={(e) => set("age")(e.target.value)} />}
          </Field>
          <Field label={t("edit.gender")}>
            {(p) => (
              <Select {...p} name="gender" value={form.gender} onChange={(e) => setForm((f) => ({ ...f, gender: genderSchema.parse(e.target.value) }))}>
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
          {(p) => <Textarea {...p} value={form.bio} maxLength={BIO_MAX} onChange={(e) => set("bio")(e.target.value)} />}
        </Field>
        <Field label={t("edit.location")}>
          {(p) => <Input {...p} value={form.location} maxLength={LOCATION_TEXT_MAX} placeholder={t("edit.locationPlaceholder")} onChange={(e) => set("location")(e.target.value)} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("actions.saving") : t("actions.saveChanges")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
