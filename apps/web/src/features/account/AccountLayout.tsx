import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../ui/LanguageSwitch";

/** A calm single-column page for the account lifecycle screens. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-rose-50 to-white">
      <header className="mx-auto flex max-w-xl items-center justify-between px-4 py-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <Heart className="h-5 w-5 fill-brand-600 text-brand-600" aria-hidden="true" />
          {t("appName")}
        </Link>
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-xl px-4 pb-12">{children}</main>
    </div>
  );
}
