import { changeEmailSchema, type ChangeEmailInput } from "@ulfa/contracts";
import { MailCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { codeOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Field, Input } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { codeProblem, sanitizeCode } from "../auth";
import { errorText, fieldErrors } from "./messages";
import { useConfirmEmailChange, useRequestEmailChange } from "./queries";

/** An address inside a translated sentence, isolated so RTL text keeps its dots and @ in place. */
const isolate = (email: string) => `\u2068${email}\u2069`;

type EmailField = "newEmail" | "password";
type FieldProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/**
 * "Change email" (issue 10) in two steps: the new address and the password, then the 6-character
 * code mailed to the new address. The link in that mail (/verify-email?token=) works as well.
 */
export function ChangeEmailDialog({ currentEmail, open, onOpenChange }: { currentEmail: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("security");
  const [values, setValues] = useState({ newEmail: "", password: "" });
  const [sentTo, setSentTo] = useState<ChangeEmailInput | null>(null);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Partial<Record<EmailField | "code", string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();

  const setOpen = (next: boolean) => {
    if (!next) {
      setValues({ newEmail: "", password: "" });
      setSentTo(null);
      setCode("");
      setErrors({});
      request.reset();
      confirm.reset();
    }
    onOpenChange(next);
  };
  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  // The new step's first control gets the focus, as Radix does when the dialog opens.
  const focusFirstInput = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("input")?.focus());

  const sendCode = (input: ChangeEmailInput, again: boolean) =>
    request.mutate(input, {
      onSuccess: () => {
        setErrors({});
        if (again) toast({ title: t("email.resentTitle"), description: input.newEmail, variant: "success" });
        else {
          setSentTo(input);
          focusFirstInput();
        }
      },
      onError: (err) => {
        if (again) {
          toast({ title: t("email.failedTitle"), description: errorText(err, t), variant: "destructive" });
          return;
        }
        // A wrong password belongs under that field, a taken or unchanged address under the e-mail.
        const message = errorText(err, t);
        if (codeOf(err) === "INVALID_CREDENTIALS") setErrors({ password: message });
        else setErrors({ newEmail: message });
        focusFirstInvalid();
      },
    });

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors<EmailField>(parsed.error.issues, t));
    if (!parsed.success) return focusFirstInvalid();
    if (parsed.data.newEmail === currentEmail.toLowerCase()) {
      setErrors({ newEmail: t("errors.sameEmail") });
      return focusFirstInvalid();
    }
    sendCode(parsed.data, false);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code);
    if (problem) {
      setErrors({ code: t(`errors.${problem}`) });
      return focusFirstInvalid();
    }
    confirm.mutate(code, {
      onSuccess: (answer) => {
        toast({ title: t("email.successTitle"), description: t("email.successBody", { email: isolate(answer.email) }), variant: "success" });
        setOpen(false);
      },
      onError: (err) => {
        setErrors({ code: errorText(err, t) });
        focusFirstInvalid();
      },
    });
  };

  const emailInput = (props: FieldProps) => (
    <Input
      {...props}
      name="newEmail"
      type="email"
      autoComplete="email"
      dir="ltr"
      className="rtl:text-end"
      value={values.newEmail}
      onChange={(e) => setValues((v) => ({ ...v, newEmail: e.target.value }))}
    />
  );
  const passwordInput = (props: FieldProps) => (
    <Input
      {...props}
      name="password"
      type="password"
      autoComplete="current-password"
      value={values.password}
      onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
    />
  );
  const codeInput = (props: FieldProps) => (
    <Input
      {...props}
      name="code"
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="characters"
      spellCheck={false}
      dir="ltr"
      placeholder="ABC123"
      className="text-center font-mono text-lg tracking-[0.4em] indent-[0.4em]"
      value={code}
      onChange={(e) => setCode(sanitizeCode(e.target.value))}
    />
  );

  return (
    <Dialog nested open={open} onOpenChange={setOpen} title={t("email.title")} description={t("email.description")}>
      {sentTo === null ? (
        <form ref={formRef} onSubmit={submitAddress} noValidate className="space-y-4" data-testid="change-email-form">
          <p className="break-words text-sm text-slate-600">
            {t("email.current", { email: isolate(currentEmail) })}
          </p>
          <Field label={t("email.new")} error={errors.newEmail}>
            {emailInput}
          </Field>
          <Field label={t("email.password")} error={errors.password} hint={t("email.passwordHint")}>
            {passwordInput}
          </Field>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t("email.sending") : t("email.sendCode")}
          </Button>
        </form>
      ) : (
        <form ref={formRef} onSubmit={submitCode} noValidate className="space-y-4" data-testid="confirm-email-form">
          <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <p className="min-w-0 break-words">{t("email.codeSentTo", { email: isolate(sentTo.newEmail) })}</p>
          </div>
          <Field label={t("email.code")} error={errors.code} hint={t("email.codeHint")}>
            {codeInput}
          </Field>
          <Button type="submit" className="w-full" disabled={confirm.isPending}>
            {confirm.isPending ? t("email.confirming") : t("email.confirm")}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="ghost" size="sm" disabled={request.isPending} onClick={() => sendCode(sentTo, true)}>
              {request.isPending ? t("email.sending") : t("email.resend")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSentTo(null);
                setCode("");
                setErrors({});
                focusFirstInput();
              }}
            >
              {t("email.back")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
