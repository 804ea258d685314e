import { useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/useCurrentUser";
import { FullPageSpinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";
import { needsProfileSetup, refreshUser } from "./queries";
import { AuthLayout } from "./components/AuthLayout";
import { EmailVerificationForm } from "./components/EmailVerificationForm";
import { ForgotPasswordForm } from "./components/ForgotPasswordForm";
import { LoginForm } from "./components/LoginForm";
import { ProfileSetupForm } from "./components/ProfileSetupForm";
import { RegisterForm } from "./components/RegisterForm";

const MODES = ["login", "register", "email-verification", "profile-setup", "forgot-password"] as const;
export type AuthMode = (typeof MODES)[number];

/** External sign-in failures arrive as ?error=<reason>. */
const OAUTH_ERRORS = ["google_failed", "session_failed", "user_not_found"];

/** /auth: the authentication and onboarding screen; `?mode=` picks the step (default login). */
export default function AuthPage() {
  const { t } = useTranslation("auth");
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const token = params.get("token");
  const requested = params.get("mode") as AuthMode | null;
  const mode: AuthMode = requested && MODES.includes(requested) ? requested : token ? "email-verification" : "login";
  const [email, setEmail] = useState(params.get("email") ?? "");

  const setMode = (next: AuthMode) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.set("mode", next);
        p.delete("token");
        return p;
      },
      { replace: false },
    );

  useErrorParam();

  // Someone already signed in who opens sign-in or sign-up goes straight to the app (first load only).
  const checkedSession = useRef(false);
  const [redirectHome, setRedirectHome] = useState(false);
  useEffect(() => {
    if (isPending || checkedSession.current) return;
    checkedSession.current = true;
    if (user && (mode === "login" || mode === "register")) setRedirectHome(true);
  }, [isPending, user, mode]);
  if (redirectHome) return <Navigate to="/home" replace />;

  const from = (location.state as { from?: string } | null)?.from;
  const goToApp = () => navigate(from && from !== "/auth" ? from : "/home", { replace: true });

  const onSignedIn = async (reactivated: boolean) => {
    const me = await refreshUser();
    if (me?.onboarding?.nextStep) {
      navigate("/onboarding", { replace: true });
      return;
    }
    if (me && needsProfileSetup(me)) {
      setMode("profile-setup");
      return;
    }
    toast(
      reactivated
        ? { title: t("login.reactivatedTitle"), description: t("login.reactivatedBody"), variant: "success" }
        : { title: t("login.successTitle"), description: t("login.successBody"), variant: "success" },
    );
    goToApp();
  };

  // Verification signs the member in (the server sets the cookie); the page then reloads into the app.
  const onVerified = async () => {
    const me = await refreshUser();
    window.location.assign(me?.onboarding?.nextStep ? "/onboarding" : me && needsProfileSetup(me) ? "/auth?mode=profile-setup" : "/home");
  };

  switch (mode) {
    case "register":
      return (
        <AuthLayout title={t("register.title")} subtitle={t("register.subtitle")}>
          <RegisterForm
            onRegistered={(registered) => {
              setEmail(registered);
              setMode("email-verification");
            }}
            onSwitch={() => setMode("login")}
          />
        </AuthLayout>
      );
    case "email-verification":
      return (
        <AuthLayout title={t("verify.title")} subtitle={t("verify.subtitle")}>
          <EmailVerificationForm initialEmail={email} token={token} onVerified={() => void onVerified()} onBackToLogin={() => setMode("login")} />
        </AuthLayout>
      );
    case "profile-setup":
      if (isPending) return <FullPageSpinner />;
      if (!user) return <Navigate to="/auth?mode=login" replace />;
      return (
        <AuthLayout title={needsProfileSetup(user) ? t("setup.createTitle") : t("setup.updateTitle")} subtitle={t("setup.subtitle")}>
          <ProfileSetupForm user={user} onDone={goToApp} />
        </AuthLayout>
      );
    case "forgot-password":
      return (
        <AuthLayout title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
          <ForgotPasswordForm initialEmail={email} onBackToLogin={() => setMode("login")} />
        </AuthLayout>
      );
    default:
      return (
        <AuthLayout title={t("login.title")} subtitle={t("login.subtitle")}>
          <LoginForm
            onSignedIn={onSignedIn}
            onSwitch={() => setMode("register")}
            onForgot={(typed) => {
              setEmail(typed);
              setMode("forgot-password");
            }}
            onVerify={(typed) => {
              setEmail(typed);
              setMode("email-verification");
            }}
          />
        </AuthLayout>
      );
  }
}

/** Turns ?error= into a toast once, then removes it from the address. */
function useErrorParam() {
  const { t } = useTranslation("auth");
  const [params, setParams] = useSearchParams();
  const error = params.get("error");
  useEffect(() => {
    if (!error) return;
    const key = OAUTH_ERRORS.includes(error) ? error : "default";
    toast({ title: t("oauthErrors.title"), description: t(`oauthErrors.${key}`), variant: "destructive" });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("error");
        return next;
      },
      { replace: true },
    );
  }, [error, setParams, t]);
}
