import { useTranslation } from "react-i18next";
import { LegalDocument } from "./LegalDocument";

/** /terms: the operator's terms of use (site settings) in the chosen language. */
export default function TermsPage() {
  const { t } = useTranslation("site");
  return <LegalDocument title={t("terms.title")} which="terms" />;
}
