import { useTranslation } from "react-i18next";
import type { FlaggedMember } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { formatDateTime } from "../../i18n/format";
import type { TrustAction } from "./trust-queries";

export const TRUST_ACTIONS: TrustAction[] = ["clear", "hold", "suspend", "dismiss"];

/** What one piece of evidence says: the words concerned, what was found, the accounts and photos it links. */
function Evidence({ item }: { item: Record<string, unknown> }) {
  const { t } = useTranslation("moderation");
  const text = typeof item.text === "string" ? item.text : null;
  const found = typeof item.found === "string" ? item.found : null;
  const linked = Array.isArray(item.linkedAccounts) ? item.linkedAccounts : Array.isArray(item.reporters) ? item.reporters : Array.isArray(item.recipients) ? item.recipients : null;
  const photos = [item.photo, ...(Array.isArray(item.matches) ? item.matches.map((m: { photo?: unknown }) => m.photo) : [])].filter((p): p is string => typeof p === "string");
  return (
    <li className="space-y-1 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
      {text && (
        <p className="break-words">
          <bdi>{text}</bdi>
        </p>
      )}
      {found && <p className="text-xs text-slate-500">{t("signals.found", { found })}</p>}
      {linked && <p className="text-xs text-slate-500">{t("signals.linked", { ids: linked.join(", ") })}</p>}
      {photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {photos.map((p) => (
            <img key={p} src={p} alt={t("signals.photo")} className="h-16 w-16 rounded-md object-cover" />
          ))}
        </div>
      )}
    </li>
  );
}

/** A member with automatic signals (docs/trust-and-safety.md): state, appeal, each signal with its count and evidence, and the four actions. */
export function SignalCard({ member, pending, onAction }: { member: FlaggedMember; pending: boolean; onAction: (action: TrustAction) => void }) {
  const { t, i18n } = useTranslation("moderation");
  return (
    <div className="min-w-0 flex-1 space-y-2" data-testid="signal-item">
      <p className="break-words font-semibold text-slate-900">
        <bdi>{member.name}</bdi> <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t(`signals.state.${member.state}`)}</span>
      </p>
      {member.appeal !== null && (
        <p className="break-words text-sm text-slate-700">
          {t("signals.appeal")} <bdi>{member.appeal}</bdi>
        </p>
      )}
      {member.signals.map((s) => (
        <div key={s.code} className="space-y-1">
          <p className="text-sm font-medium text-slate-800">
            {t(`signals.codes.${s.code}`)} · {t("signals.count", { count: s.count })} ·{" "}
            <time dateTime={s.lastAt} className="font-normal text-slate-500">
              {formatDateTime(s.lastAt, i18n.language)}
            </time>
          </p>
          <ul className="space-y-1">
            {s.evidence.map((e, i) => (
              <Evidence key={i} item={e} />
            ))}
          </ul>
        </div>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        {TRUST_ACTIONS.map((action) => (
          <Button key={action} size="sm" variant={action === "suspend" ? "danger" : "outline"} disabled={pending} onClick={() => onAction(action)}>
            {t(`signals.actions.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
