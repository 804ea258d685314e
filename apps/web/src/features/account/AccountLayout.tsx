import type { ReactNode } from "react";
import { LanguageSwitch } from "../../ui/LanguageSwitch";
import { SiteBrandLink } from "../site";

/** A calm single-column page for the account lifecycle screens. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-rose-50 to-white">
      <header className="mx-auto flex max-w-xl items-center justify-between px-4 py-4">
        <SiteBrandLink />
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-xl px-4 pb-12">{children}</main>
    </div>
  );
}
