import { useTranslation } from "react-i18next";
import { LegalDocument } from "./LegalDocument";

/** /privacy-policy: the operator's policy (site settings) in the chosen language. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation("legal");
  return <LegalDocument title={t("title")} which="privacy" />;
}
