import { CheckCircle2, Loader2, MailCheck, MailWarning, XCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { useConfirmEmailLink } from "./queries";
import { AuthLayout } from "./components/AuthLayout";
import { useSiteName } from "../site";

const buttonClass =
  "inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white shadow-md shadow-brand-600/20 hover:bg-brand-700";

/**
 * /verify-email?token=: the mailed link. It verifies (and signs in) only when the member presses
 * Confirm: opening the page is something any other site can do to a browser, so it must not sign
 * that browser into the link's account by itself (login CSRF). Tried once, never retried.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const site = useSiteName();
  const [params] = useSearchParams();
  const token = params.get("token");
  // Confirming signs in: a new member continues to their first unfinished onboarding step. The
  // success state waits for the signed-in member, so the link is chosen from them however soon it
  // is pressed (chosen from a refetch beside it, it pointed at the landing page until that came).
  const verify = useConfirmEmailLink();

  let body;
  if (!token || verify.isError) {
    body = (
      <State icon={<XCircle className="h-14 w-14 text-red-500" aria-hidden="true" />} title={t("verifyPage.failedTitle")} testId="verify-failed">
        <p className="text-slate-700">{token ? messageOf(verify.error, t("verifyPage.failedBody")) : t("verifyPage.noToken")}</p>
        <p className="mt-3 flex items-start gap-2 rounded-2xl bg-amber-50 p-3 text-start text-sm text-amber-900">
          <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t("verifyPage.advice")}
        </p>
        <Link to="/auth?mode=login" className={`${buttonClass} mt-6`}>
          {t("verifyPage.backToSignIn")}
        </Link>
      </State>
    );
  } else if (verify.isPending) {
    body = (
      <State icon={<Loader2 className="h-14 w-14 animate-spin text-brand-500" aria-hidden="true" />} title={t("verifyPage.verifying")} testId="verify-pending">
        <p className="text-slate-600">{t("verifyPage.verifyingBody")}</p>
      </State>
    );
  } else if (verify.isSuccess) {
    body = (
      <State icon={<CheckCircle2 className="h-14 w-14 text-emerald-500" aria-hidden="true" />} title={t("verifyPage.successTitle")} testId="verify-success">
        <p className="text-slate-700">{t("verifyPage.successBody", { site })}</p>
        <a href={verify.data?.onboarding?.nextStep ? "/onboarding" : "/"} className={`${buttonClass} mt-6`}>
          {t("verifyPage.continue", { site })}
        </a>
      </State>
    );
  } else {
    body = (
      <State icon={<MailCheck className="h-14 w-14 text-brand-500" aria-hidden="true" />} title={t("verifyPage.confirmTitle")} testId="verify-confirm">
        <p className="text-slate-700">{t("verifyPage.confirmBody")}</p>
        <button type="button" onClick={() => verify.mutate(token)} className={`${buttonClass} mt-6`}>
          {t("verifyPage.confirm")}
        </button>
      </State>
    );
  }

  return <AuthLayout title={t("verifyPage.title")}>{body}</AuthLayout>;
}

function State({ icon, title, testId, children }: { icon: React.ReactNode; title: string; testId: string; children?: React.ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center text-center" data-testid={testId}>
      {icon}
      <h2 className="mt-4 text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-2 w-full">{children}</div>
    </div>
  );
}
