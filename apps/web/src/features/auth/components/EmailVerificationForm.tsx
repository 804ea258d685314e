import { MailCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../api/client";
import { Field, Input } from "../../../ui/Field";
import { Spinner } from "../../../ui/Spinner";
import { toast } from "../../../ui/toast-store";
import { useResendVerification, useVerifyCode, useVerifyToken } from "../queries";
import { codeProblem, sanitizeCode, validateEmail } from "../validation";
import { SubmitButton, SwitchLine } from "./AuthLayout";
import { isolate } from "../../../i18n/format";

/**
 * E-mail verification mode: type the 6-character code from the e-mail, or arrive with ?token=
 * from the e-mailed link (verified once the member confirms: any site can open this page, so opening
 * it alone must not sign in). Success hands over to `onVerified`.
 */
export function EmailVerificationForm({
  initialEmail,
  token,
  onVerified,
  onBackToLogin,
}: {
  initialEmail: string;
  token: string | null;
  onVerified: () => void;
  onBackToLogin: () => void;
}) {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const verifyCode = useVerifyCode();
  const verifyToken = useVerifyToken();
  const resend = useResendVerification();

  const succeeded = () => {
    toast({ title: t("verify.successTitle"), variant: "success" });
    onVerified();
  };
  const failed = (err: unknown) =>
    toast({ title: t("verify.failedTitle"), description: messageOf(err, t("verify.failedBody")), variant: "destructive" });

  // The link's token is tried once, on the member's confirmation (not retried on failure).
  const confirmToken = () => token && verifyToken.mutate(token, { onSuccess: succeeded, onError: failed });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code);
    const checkedEmail = validateEmail(email, t);
    setEmailError(checkedEmail.error);
    if (problem) {
      setCodeError(t(`verify.${problem}Body`));
      toast({ title: t(`verify.${problem}Title`), description: t(`verify.${problem}Body`), variant: "destructive" });
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    if (!checkedEmail.data) {
      emailRef.current?.focus();
      return;
    }
    verifyCode.mutate({ email: checkedEmail.data, code }, { onSuccess: succeeded, onError: failed });
  };

  const resendCode = () => {
    if (!email.trim()) {
      setEmailError(t("verify.emailRequiredBody"));
      toast({ title: t("verify.emailRequiredTitle"), description: t("verify.emailRequiredBody"), variant: "destructive" });
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    resend.mutate(email.trim(), {
      onSuccess: () => toast({ title: t("verify.resentTitle"), description: t("verify.resentBody"), variant: "success" }),
      onError: (err) => toast({ title: t("verify.resendFailedTitle"), description: messageOf(err, ""), variant: "destructive" }),
    });
  };

  if (token && verifyToken.isIdle) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="confirm-link">
        <MailCheck className="h-10 w-10 text-brand-600" aria-hidden="true" />
        <p className="text-slate-700">{t("verify.confirmLinkBody")}</p>
        <button
          type="button"
          onClick={confirmToken}
          className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white shadow-md shadow-brand-600/20 transition hover:bg-brand-700"
        >
          {t("verify.confirmLink")}
        </button>
      </div>
    );
  }

  if (token && (verifyToken.isPending || verifyToken.isSuccess)) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="verifying-link">
        <Spinner />
        <p className="text-slate-700">{t("verify.verifyingLink")}</p>
      </div>
    );
  }

  const pending = verifyCode.isPending || verifyCode.isSuccess;
  return (
    <>
      <div className="mb-5 flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
        <p>{email ? t("verify.sentTo", { email: isolate(email) }) : t("verify.sentGeneric")}</p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("verify.title")}>
        <Field label={t("verify.email")} error={emailError}>
          {(props) => (
            <Input {...props} ref={emailRef} name="email" type="email" autoComplete="email" dir="ltr" className="rtl:text-end" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label={t("verify.code")} error={codeError} hint={t("verify.codeHint")}>
          {(props) => (
            <Input
              {...props}
              ref={codeRef}
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              placeholder="ABC123"
              className="h-14 text-center font-mono text-2xl tracking-[0.5em]"
              value={code}
              onChange={(e) => {
                setCode(sanitizeCode(e.target.value));
                setCodeError(undefined);
              }}
            />
          )}
        </Field>
        <SubmitButton pending={pending} label={t("verify.submit")} pendingLabel={t("verify.pending")} />
        <button
          type="button"
          onClick={resendCode}
          disabled={resend.isPending}
          className="inline-flex h-11 w-full items-center justify-center rounded-full border border-brand-200 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {resend.isPending ? t("verify.resending") : t("verify.resend")}
        </button>
      </form>
      <SwitchLine question={t("verify.alreadyVerified")} action={t("verify.backToLogin")} onClick={onBackToLogin} />
    </>
  );
}
