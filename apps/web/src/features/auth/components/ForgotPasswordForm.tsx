import { MailCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../api/client";
import { Field, Input } from "../../../ui/Field";
import { toast } from "../../../ui/toast-store";
import { useForgotPassword } from "../queries";
import { validateEmail } from "../validation";
import { SubmitButton, SwitchLine } from "./AuthLayout";

/** Issue 10: asks for a reset link (POST /api/auth/forgot-password) and shows the server's answer. */
export function ForgotPasswordForm({ initialEmail, onBackToLogin }: { initialEmail: string; onBackToLogin: () => void }) {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEmail(email, t);
    setError(checked.error);
    if (!checked.data) {
      inputRef.current?.focus();
      return;
    }
    forgot.mutate(checked.data, {
      onError: (err) => toast({ title: t("forgot.failedTitle"), description: messageOf(err, t("forgot.failedBody")), variant: "destructive" }),
    });
  };

  return (
    <>
      {forgot.isSuccess ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900" data-testid="forgot-sent">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <p>{t("forgot.sent")}</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("forgot.title")}>
          <Field label={t("forgot.email")} error={error}>
            {(props) => (
              <Input {...props} ref={inputRef} name="email" type="email" autoComplete="email" dir="ltr" className="rtl:text-end" value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </Field>
          <SubmitButton pending={forgot.isPending} label={t("forgot.submit")} pendingLabel={t("forgot.pending")} />
        </form>
      )}
      <SwitchLine question={t("forgot.remembered")} action={t("forgot.backToLogin")} onClick={onBackToLogin} />
    </>
  );
}
