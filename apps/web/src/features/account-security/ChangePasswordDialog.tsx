import { changePasswordSchema } from "@ulfa/contracts";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { codeOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Field, Input } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { errorText, fieldErrors } from "./messages";
import { useChangePassword } from "./queries";

type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** "Change password" (issue 10): current, new and repeated new password; other devices are signed out. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("security");
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword();

  const setOpen = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      change.reset();
    }
    onOpenChange(next);
  };

  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const found = parsed.success ? {} : fieldErrors<PasswordField>(parsed.error.issues, t);
    if (!values.confirmPassword) found.confirmPassword = t("errors.confirmRequired");
    else if (values.confirmPassword !== values.newPassword) found.confirmPassword = t("errors.passwordsMismatch");
    setErrors(found);
    if (!parsed.success || found.confirmPassword) return focusFirstInvalid();
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t("password.successTitle"), description: t("password.successBody"), variant: "success" });
        setOpen(false);
      },
      onError: (err) => {
        // A wrong current password belongs under that field; anything else goes under the form.
        if (codeOf(err) === "INVALID_CREDENTIALS") {
          setErrors({ currentPassword: errorText(err, t) });
          focusFirstInvalid();
        } else setErrors({});
      },
    });
  };

  const input = (field: PasswordField, autoComplete: string) => (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => (
    <Input
      {...props}
      name={field}
      type="password"
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
    />
  );

  const formError = change.isError && !errors.currentPassword ? errorText(change.error, t) : undefined;
  return (
    <Dialog nested open={open} onOpenChange={setOpen} title={t("password.title")} description={t("password.description")}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="change-password-form">
        <Field label={t("password.current")} error={errors.currentPassword}>
          {input("currentPassword", "current-password")}
        </Field>
        <Field label={t("password.new")} error={errors.newPassword} hint={t("rows.passwordHint")}>
          {input("newPassword", "new-password")}
        </Field>
        <Field label={t("password.confirm")} error={errors.confirmPassword}>
          {input("confirmPassword", "new-password")}
        </Field>
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={change.isPending}>
          {change.isPending ? t("password.saving") : t("password.submit")}
        </Button>
      </form>
    </Dialog>
  );
}
