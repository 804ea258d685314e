import type { LucideIcon } from "lucide-react";
import { ANALYTICS_LIST_LIMIT } from "@ulfa/contracts/constants";
import { Card } from "../../../ui/Card";

export interface PanelEntry {
  key: string;
  label: string;
  value: string;
  /** Text direction of the label: page paths read left to right even in Arabic. */
  dir?: "ltr" | "auto";
}

/** A titled list of at most ANALYTICS_LIST_LIMIT entries, or its empty text. */
export function ListPanel({ title, icon: Icon, entries, empty }: { title: string; icon: LucideIcon; entries: PanelEntry[]; empty?: string }) {
  if (entries.length === 0 && empty === undefined) return null;
  return (
    <Card className="min-w-0 p-4">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {entries.slice(0, ANALYTICS_LIST_LIMIT).map((entry) => (
            <li key={entry.key} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 break-all text-slate-800">
                <bdi dir={entry.dir ?? "auto"}>{entry.label}</bdi>
              </span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{entry.value}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
