import { Heart } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";

/** The Ulfa wordmark linking home, as the app's headers show it. */
export function BrandLink({ size = "md", className }: { size?: "md" | "lg"; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={cn("flex items-center gap-2 font-bold text-brand-700", size === "lg" ? "text-xl" : "text-lg", className)}>
      <Heart className={cn("fill-brand-600 text-brand-600", size === "lg" ? "h-6 w-6" : "h-5 w-5")} aria-hidden="true" />
      {t("appName")}
    </Link>
  );
}
