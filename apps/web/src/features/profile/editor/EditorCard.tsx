import type { ReactNode } from "react";
import { Card } from "../../../ui/Card";

/** A section of the profile editor: a titled card the section links jump to. */
export function EditorCard({ id, title, note, children }: { id: string; title: string; note?: ReactNode; children: ReactNode }) {
  const headingId = `editor-${id}-title`;
  return (
    <section id={`editor-${id}`} aria-labelledby={headingId} className="scroll-mt-20">
      <Card className="space-y-4">
        <div>
          <h2 id={headingId} className="font-semibold text-slate-900">
            {title}
          </h2>
          {note && <p className="text-sm text-slate-600">{note}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}
