import { CheckCircle2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { Field, Input } from "../../ui/Field";
import { useResetPassword } from "./queries";
import { AuthLayout, SubmitButton } from "./components/AuthLayout";
import { focusFirstInvalid, validateNewPassword, type FieldErrors, type ResetField } from "./validation";

const linkClass = "inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white hover:bg-brand-700";

/** /reset-password?token= (issue 10): choose a new password with the e-mailed link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, data } = validateNewPassword({ token, ...values }, t);
    setErrors(found);
    if (!data) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    reset.mutate(data);
  };

  if (!token) {
    return (
      <AuthLayout title={t("reset.title")}>
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
          {t("reset.noToken")}
        </p>
        <Link to="/auth?mode=forgot-password" className={`${linkClass} mt-6`}>
          {t("reset.requestNew")}
        </Link>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t("reset.title")}>
        <div role="status" className="flex flex-col items-center text-center" data-testid="reset-done">
          <CheckCircle2 className="h-14 w-14 text-emerald-500" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-bold text-slate-900">{t("reset.doneTitle")}</h2>
          <p className="mt-2 text-slate-700">{t("reset.doneBody")}</p>
          <Link to="/auth?mode=login" className={`${linkClass} mt-6`}>
            {t("reset.signIn")}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const field = (name: ResetField) => (
    <Field label={t(`reset.${name}`)} error={errors[name]}>
      {(props) => (
        <Input
          {...props}
          name={name}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          className="rtl:text-end"
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <AuthLayout title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label={t("reset.title")}>
        {field("password")}
        {field("confirmPassword")}
        {reset.isError && (
          <div role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-800">
            {messageOf(reset.error, t("reset.failedBody"))}{" "}
            <Link to="/auth?mode=forgot-password" className="font-semibold underline">
              {t("reset.requestNew")}
            </Link>
          </div>
        )}
        <SubmitButton pending={reset.isPending} label={t("reset.submit")} pendingLabel={t("reset.pending")} />
      </form>
    </AuthLayout>
  );
}
