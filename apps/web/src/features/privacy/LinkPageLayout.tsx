import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";

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
