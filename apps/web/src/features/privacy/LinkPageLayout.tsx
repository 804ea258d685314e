import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../ui/Spinner";

/** The frame of a page opened from a link, without an account: a title, a badge, the content. */
export function LinkPageLayout({ title, badge, children }: { title: ReactNode; badge?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto min-h-dvh w-full max-w-xl space-y-5 bg-rose-50/40 px-4 py-6">
      <header className="space-y-2">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {badge && (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900">
            <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {badge}
          </p>
        )}
      </header>
      {children}
    </main>
  );
}

/**
 * What a link page shows before its content: a spinner while it loads, "this link has ended" once
 * its call failed (expired, revoked or never valid: the server does not say which). Null once loaded.
 */
export function LinkPageWaiting({ page, goneTitle }: { page: { isPending: boolean; data: unknown }; goneTitle: string }) {
  const { t } = useTranslation("privacy");
  if (page.isPending) {
    return (
      <LinkPageLayout title={t("page.loading")}>
        <Spinner />
      </LinkPageLayout>
    );
  }
  if (page.data) return null;
  return (
    <LinkPageLayout title={goneTitle}>
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800" data-testid="link-gone">
        {t("page.gone")}
      </p>
    </LinkPageLayout>
  );
}
