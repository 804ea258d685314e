import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";

/**
 * The wordmark linking home, as the app's headers show it: `name` (the built-in app name without
 * one) and the built-in heart, which `mark` may replace (features/site/SiteBrandLink: the operator's logo).
 */
export function BrandLink({
  size = "md",
  className,
  name,
  mark,
}: {
  size?: "md" | "lg";
  className?: string;
  name?: string;
  mark?: (fallback: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const heart = <Heart className={cn("fill-brand-600 text-brand-600", size === "lg" ? "h-6 w-6" : "h-5 w-5")} aria-hidden="true" />;
  return (
    <Link to="/" className={cn("flex items-center gap-2 font-bold text-brand-700", size === "lg" ? "text-xl" : "text-lg", className)}>
      {mark ? mark(heart) : heart}
      <span suppressHydrationWarning>{name || t("appName")}</span>
    </Link>
  );
}
