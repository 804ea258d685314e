import { useTranslation } from "react-i18next";
import { BrandLink } from "../../ui/BrandLink";
import { SiteLogo } from "./SiteLogo";
import { inLanguage, useSite } from "./useSite";

/** The app's header wordmark with the operator's name and logo (the built-in ones until they are known). */
export function SiteBrandLink(props: { size?: "md" | "lg"; className?: string }) {
  const { i18n } = useTranslation();
  const { data: site } = useSite();
  const lg = props.size === "lg";
  return (
    <BrandLink
      {...props}
      name={site ? inLanguage(site.siteName, i18n.language) : undefined}
      mark={(fallback) => <SiteLogo className={lg ? "h-7 w-7 rounded-lg object-contain" : "h-6 w-6 rounded-lg object-contain"} fallback={fallback} />}
    />
  );
}
