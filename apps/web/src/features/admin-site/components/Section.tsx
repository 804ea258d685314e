import type { ReactNode } from "react";

/** One titled group of the Site screen. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-rose-100 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Two fields side by side on wider screens (the English and the Arabic of one setting). */
export function Pair({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
