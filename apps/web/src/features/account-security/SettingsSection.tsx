import type { ReactNode } from "react";

/** A titled block of the Settings dialog, drawn like the dialog's own sections. */
export function SettingsSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="space-y-3 border-t border-slate-100 pt-4" data-testid={testId}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}
