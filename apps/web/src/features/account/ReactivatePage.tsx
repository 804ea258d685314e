import { useMutation } from "@tanstack/react-query";
import { PASSWORD_MAX } from "@ulfa/contracts/constants";
import { HeartHandshake } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { queryClient } from "../../api/queryClient";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, Input } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { AccountLayout } from "./AccountLayout";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** /reactivate "Welcome Back!": e-mail and password bring a deactivated account back. */
export default function ReactivatePage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const reactivate = useMutation({
    mutationFn: () => call(endpoints.account.reactivate, { body: { email: email.trim(), password } }),
    onSuccess: () => {
      // The server's message is English only; the same words come from the member's language.
      toast({ title: t("reactivate.successTitle"), description: t("reactivate.successBody"), variant: "success" });
      queryClient.clear();
      navigate("/home");
    },
    onError: (err) => toast({ title: t("reactivate.failedTitle"), description: messageOf(err, t("reactivate.failedBody")), variant: "destructive" }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: t("reactivate.missingTitle"), description: t("reactivate.missingBody"), variant: "destructive" });
      return;
    }
    reactivate.mutate();
  };

  return (
    <AccountLayout>
      <Card className="space-y-5">
        <div className="flex flex-col items-center gap-2 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-100 text-brand-600">
            <HeartHandshake className="h-7 w-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{t("reactivate.title")}</h1>
          <p className="text-sm text-slate-600">{t("reactivate.subtitle")}</p>
        </div>
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="reactivate-form">
          <Field label={t("reactivate.email")}>
            {(p) => <Input {...p} type="email" dir="ltr" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
          </Field>
          <Field label={t("reactivate.password")}>
            {(p) => (
              <Input {...p} type="password" dir="ltr" autoComplete="current-password" required maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(e.target.value)} />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={reactivate.isPending}>
            {reactivate.isPending ? t("reactivate.submitting") : t("reactivate.submit")}
          </Button>
        </form>
        <p className="rounded-xl bg-emerald-50 p-3 text-center text-sm text-emerald-900">{t("reactivate.reassurance")}</p>
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm">
          <span className="text-slate-600">
            {t("reactivate.noAccount")}{" "}
            <Link to="/auth" className="font-medium text-brand-700 hover:underline">
              {t("reactivate.signUp")}
            </Link>
          </span>
          <Link to="/auth" className="font-medium text-brand-700 hover:underline">
            {t("reactivate.regularLogin")}
          </Link>
        </div>
      </Card>
    </AccountLayout>
  );
}
