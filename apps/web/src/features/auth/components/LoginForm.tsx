import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, codeOf, messageOf } from "../../../api/client";
import { Button } from "../../../ui/Button";
import { Field, Input } from "../../../ui/Field";
import { toast } from "../../../ui/toast-store";
import { useLogin } from "../queries";
import { focusFirstInvalid, validateLogin, type FieldErrors, type LoginField } from "../validation";
import { SubmitButton, SwitchLine } from "./AuthLayout";
import { GoogleButton } from "./GoogleButton";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../../api/call";

/** Which follow-up the form offers under itself after a refused sign-in. */
type Notice = { kind: "deactivated"; email: string; password: string } | { kind: "unverified"; email: string } | null;

/** Sign In. */
export function LoginForm({
  onSignedIn,
  onSwitch,
  onForgot,
  onVerify,
}: {
  onSignedIn: (reactivated: boolean) => Promise<void>;
  onSwitch: () => void;
  onForgot: (email: string) => void;
  onVerify: (email: string) => void;
}) {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [finishing, setFinishing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const login = useLogin();
  const [reactivating, setReactivating] = useState(false);
  /** The e-mail and password were just typed and checked: one tap brings the account back and signs in. */
  const reactivate = async (typedEmail: string, typedPassword: string) => {
    setReactivating(true);
    try {
      await call(endpoints.account.reactivate, { body: { email: typedEmail, password: typedPassword } });
      await onSignedIn(true);
    } catch (err) {
      toast({ title: t("login.failedTitle"), description: messageOf(err, t("login.failedBody")), variant: "destructive" });
    } finally {
      setReactivating(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, data } = validateLogin({ email, password }, t);
    setErrors(found);
    setNotice(null);
    if (!data) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    login.mutate(data, {
      onSuccess: async (answer) => {
        setFinishing(true);
        try {
          await onSignedIn(answer.reactivated);
        } finally {
          setFinishing(false);
        }
      },
      onError: (err) => {
        const code = codeOf(err);
        if (code === "ACCOUNT_EXPIRED") {
          toast({ title: t("login.expiredTitle"), description: t("login.expiredBody"), variant: "destructive" });
        } else if (code === "ACCOUNT_DEACTIVATED") {
          // Not an error to report in red: the notice below brings the account back with what was just typed.
          setNotice({ kind: "deactivated", email: data.email, password: data.password });
        } else if (code === "EMAIL_NOT_VERIFIED") {
          toast({ title: t("login.unverifiedTitle"), description: t("login.unverifiedBody"), variant: "destructive" });
          setNotice({ kind: "unverified", email: data.email });
        } else if (code === "LOGIN_LOCKED") {
          toast({ title: t("login.lockedTitle"), description: t("login.lockedBody"), variant: "destructive" });
        } else if (code === "ACCOUNT_SUSPENDED") {
          // The server's sentence is in the member's own language and says until when and why (staff/suspensions.ts).
          toast({ title: t("login.suspendedTitle"), description: err instanceof ApiError && err.reason ? err.reason : messageOf(err, t("login.failedBody")), variant: "destructive" });
        } else {
          toast({ title: t("login.failedTitle"), description: messageOf(err, t("login.failedBody")), variant: "destructive" });
        }
      },
    });
  };

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label={t("login.title")}>
        <Field label={t("login.email")} error={errors.email}>
          {(props) => (
            <Input {...props} name="email" type="email" autoComplete="email" dir="ltr" className="rtl:text-end" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label={t("login.password")} error={errors.password}>
          {(props) => (
            <Input
              {...props}
              name="password"
              type="password"
              autoComplete="current-password"
              dir="ltr"
              className="rtl:text-end"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <button type="button" onClick={() => onForgot(email)} className="min-h-6 text-sm font-medium text-brand-700 hover:underline">
            {t("login.forgot")}
          </button>
        </div>
        {notice?.kind === "deactivated" && (
          <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{t("login.deactivatedNotice")}</p>
            <Button
              type="button"
              size="sm"
              className="mt-2"
              disabled={reactivating}
              onClick={() => reactivate(notice.email, notice.password)}
              data-testid="login-reactivate"
            >
              {t("login.reactivateLink")}
            </Button>
          </div>
        )}
        {notice?.kind === "unverified" && (
          <div role="status" className="rounded-2xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            {t("login.unverifiedNotice")}{" "}
            <button type="button" onClick={() => onVerify(notice.email)} className="font-semibold text-sky-950 underline">
              {t("login.enterCode")}
            </button>
          </div>
        )}
        <SubmitButton pending={login.isPending || finishing} label={t("login.submit")} pendingLabel={t("login.pending")} />
      </form>
      <GoogleButton />
      <SwitchLine question={t("login.noAccount")} action={t("login.createAccount")} onClick={onSwitch} />
    </>
  );
}
