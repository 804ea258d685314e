import { useMutation } from "@tanstack/react-query";
import { DEACTIVATION_GRACE_MS, DEACTIVATION_REASON_MAX, DEACTIVATION_REDIRECT_MS, DELETE_CONFIRM_PHRASES, normalizeConfirmPhrase } from "@ulfa/contracts/constants";
import { AlertTriangle, Clock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { queryClient } from "../../api/queryClient";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, Input, Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { AccountLayout } from "./AccountLayout";
import { useSiteName } from "../site";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

const GRACE_DAYS = Math.round(DEACTIVATION_GRACE_MS / (24 * 60 * 60 * 1000));

/** The phrase to type, in the page's language (English for any language without its own). */
export const deletionPhrase = (lang: string) => DELETE_CONFIRM_PHRASES[lang as keyof typeof DELETE_CONFIRM_PHRASES] ?? DELETE_CONFIRM_PHRASES.en;

/** The phrase check ignores case, spacing and Arabic diacritics; the page's language's phrase is asked for, English always works. */
export const confirmsDeletion = (typed: string, lang = "en") => {
  const normalized = normalizeConfirmPhrase(typed);
  return normalized === deletionPhrase(lang) || normalized === DELETE_CONFIRM_PHRASES.en;
};

/** /delete-account: two steps, then deactivation with a 30-day grace period. */
export default function DeleteAccountPage() {
  const { t, i18n } = useTranslation("account");
  const site = useSiteName();
  const required = deletionPhrase(i18n.language);
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [reason, setReason] = useState("");
  const [phrase, setPhrase] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  // A step change (not the first render) moves focus to the new heading so screen readers announce it.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const deactivate = useMutation({
    mutationFn: () => call(endpoints.account.deactivate, { body: { reason: reason.trim() || null, confirmation: phrase.trim() } }),
    onSuccess: (result) => {
      // The server's message is English only; the same words come from the member's language.
      toast({ title: t("delete.successTitle"), description: t("delete.successBody", { days: GRACE_DAYS }), variant: "success" });
      queryClient.clear();
      window.setTimeout(() => window.location.assign("/"), DEACTIVATION_REDIRECT_MS);
    },
    onError: (err) => toast({ title: t("delete.failedTitle"), description: messageOf(err, t("delete.failedBody")), variant: "destructive" }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmsDeletion(phrase, i18n.language)) {
      toast({ title: t("delete.confirmRequiredTitle"), description: t("delete.confirmRequiredBody", { phrase: required }), variant: "destructive" });
      return;
    }
    deactivate.mutate();
  };
  const busy = deactivate.isPending || deactivate.isSuccess;

  return (
    <AccountLayout>
      {step === 1 ? (
        <Card className="space-y-5" data-testid="delete-step-1">
          <div className="flex items-center gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
              <AlertTriangle className="h-6 w-6" aria-hidden="true" />
            </span>
            <h1 ref={heading} tabIndex={-1} style={{ outline: "none" }} className="text-2xl font-bold text-slate-900">
              {t("delete.title")}
            </h1>
          </div>
          <div className="flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-950">
            <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div className="space-y-1 text-sm">
              <p className="font-semibold">{t("delete.graceTitle", { days: GRACE_DAYS })}</p>
              <p>{t("delete.graceBody", { days: GRACE_DAYS })}</p>
            </div>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold text-slate-900">{t("delete.consequencesTitle")}</h2>
            <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
              <li>{t("delete.consequence1")}</li>
              <li>{t("delete.consequence2")}</li>
              <li>{t("delete.consequence3")}</li>
              <li>{t("delete.consequence4", { days: GRACE_DAYS })}</li>
              <li>{t("delete.consequence5")}</li>
            </ul>
          </div>
          <Field label={t("delete.reason")} hint={t("delete.reasonHint", { site })}>
            {(p) => <Textarea {...p} value={reason} maxLength={DEACTIVATION_REASON_MAX} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => navigate("/profile")}>
              {t("delete.cancel")}
            </Button>
            <Button variant="danger" onClick={() => setStep(2)}>
              {t("delete.continue")}
            </Button>
          </div>
        </Card>
      ) : (
        <Card className="space-y-5" data-testid="delete-step-2">
          <h1 ref={heading} tabIndex={-1} style={{ outline: "none" }} className="text-2xl font-bold text-slate-900">
            {t("delete.finalTitle")}
          </h1>
          <p className="text-sm text-slate-700">{t("delete.finalBody", { days: GRACE_DAYS })}</p>
          <form onSubmit={submit} noValidate className="space-y-5">
            <Field
              label={
                <>
                  {t("delete.typePhrase")}{" "}
                  <code dir="auto" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-red-700" data-testid="delete-required-phrase">
                    {required}
                  </code>
                </>
              }
            >
              {(p) => <Input {...p} dir="auto" value={phrase} autoComplete="off" spellCheck={false} onChange={(e) => setPhrase(e.target.value)} data-testid="delete-phrase" />}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setStep(1)} disabled={busy}>
                {t("delete.goBack")}
              </Button>
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? t("delete.deactivating") : t("delete.submit")}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </AccountLayout>
  );
}
