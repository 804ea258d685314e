import { AGE_MIN, REGISTER_TOAST_MS } from "@ulfa/contracts/constants";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../api/client";
import { Field, Input } from "../../../ui/Field";
import { toast } from "../../../ui/toast-store";
import { useRegister } from "../queries";
import { focusFirstInvalid, validateRegister, type FieldErrors, type RegisterField, type RegisterValues } from "../validation";
import { SubmitButton, SwitchLine } from "./AuthLayout";
import { GoogleButton } from "./GoogleButton";
import { useSite, useSiteName } from "../../site";

const EMPTY: RegisterValues = { name: "", email: "", password: "", confirmPassword: "" };

/** Create Account (name, e-mail, password); success moves on to e-mail verification, then onboarding. */
export function RegisterForm({ onRegistered, onSwitch }: { onRegistered: (email: string) => void; onSwitch: () => void }) {
  const { t, i18n } = useTranslation("auth");
  const { data: site } = useSite();
  const siteName = useSiteName();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  // Asked only on a site that admits by invite (site rules `admission`); the server names what is wrong with a code.
  const [inviteCode, setInviteCode] = useState("");
  const needsInvite = site?.rules.admission === "invite";
  const formRef = useRef<HTMLFormElement>(null);
  const register = useRegister();

  const set = (field: RegisterField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, data } = validateRegister(values, t);
    setErrors(found);
    if (!data) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    // The account's language (its mails) is the one the form is shown in.
    register.mutate({ ...data, language: i18n.language.startsWith("ar") ? "ar" : "en", ...(needsInvite ? { inviteCode: inviteCode.trim() } : {}) }, {
      onSuccess: (answer) => {
        toast({ title: t("register.successTitle"), description: t("register.successBody"), variant: "success", duration: REGISTER_TOAST_MS });
        onRegistered(answer.email ?? data.email);
      },
      onError: (err) => {
        toast({ title: t("register.failedTitle"), description: messageOf(err, t("register.failedBody")), variant: "destructive" });
      },
    });
  };

  const text = (field: RegisterField, type = "text", autoComplete?: string) => (
    <Field label={t(`register.${field}`)} error={errors[field]}>
      {(props) => (
        <Input
          {...props}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
          dir={type === "email" || type === "password" ? "ltr" : undefined}
          className={type === "email" || type === "password" ? "rtl:text-end" : undefined}
        />
      )}
    </Field>
  );

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label={t("register.title")}>
        {text("name", "text", "given-name")}
        {text("email", "email", "email")}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("password", "password", "new-password")}
          {text("confirmPassword", "password", "new-password")}
        </div>
        {needsInvite && (
          <Field label={t("register.inviteCode")} hint={t("register.inviteHint")}>
            {(props) => (
              <Input {...props} name="inviteCode" autoComplete="off" dir="ltr" className="rtl:text-end" value={inviteCode} onChange={(e) => setInviteCode(e.target.value)} required />
            )}
          </Field>
        )}
        <p className="text-xs text-slate-500">{t("register.adultsOnly", { site: siteName, age: site?.rules.minimumAge ?? AGE_MIN })}</p>
        <SubmitButton pending={register.isPending} label={t("register.submit")} pendingLabel={t("register.pending")} />
      </form>
      <GoogleButton />
      <SwitchLine question={t("register.haveAccount")} action={t("register.signIn")} onClick={onSwitch} />
    </>
  );
}
