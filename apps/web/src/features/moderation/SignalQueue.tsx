import { useRef, type KeyboardEvent } from "react";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FlaggedMember } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { toast } from "../../ui/toast-store";
import { formatDateTime } from "../../i18n/format";
import { EmptyState, MemberAvatar, queueFallback, useActionFailedToast } from "./QueueStates";
import { useActOnMember, useSignalQueue, type TrustAction } from "./trust-queries";

/** One key per action on the focused member; j/k (or the arrows) move between members. */
const SHORTCUTS: Record<string, TrustAction> = { c: "clear", h: "hold", s: "suspend", d: "dismiss" };
const ACTIONS: TrustAction[] = ["clear", "hold", "suspend", "dismiss"];

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
        <div className="flex gap-2">
          {photos.map((p) => (
            <img key={p} src={p} alt={t("signals.photo")} className="h-16 w-16 rounded-md object-cover" />
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * Members with automatic signals, held and strongest first (docs/trust-and-safety.md): each signal
 * with its count and evidence, and one click (or one key) to clear, hold, suspend or dismiss.
 */
export function SignalQueue() {
  const { t, i18n } = useTranslation("moderation");
  const actionFailed = useActionFailedToast();
  const queue = useSignalQueue();
  const act = useActOnMember();
  const listRef = useRef<HTMLUListElement>(null);

  const run = (member: FlaggedMember, action: TrustAction) =>
    act.mutate(
      { userId: member.userId, action },
      { onSuccess: () => toast({ title: t(`signals.done.${action}`), description: member.name, variant: "success" }), onError: actionFailed },
    );

  const onKey = (member: FlaggedMember) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const items = [...(listRef.current?.querySelectorAll<HTMLLIElement>("li[data-member]") ?? [])];
    const at = items.indexOf(event.currentTarget);
    if (event.key === "j" || event.key === "ArrowDown") items[at + 1]?.focus();
    else if (event.key === "k" || event.key === "ArrowUp") items[at - 1]?.focus();
    else if (SHORTCUTS[event.key]) run(member, SHORTCUTS[event.key]);
    else return;
    event.preventDefault();
  };

  const fallback = queueFallback(queue);
  if (fallback || !queue.data) return fallback;
  if (queue.data.length === 0) return <EmptyState icon={ShieldCheck} text={t("signals.empty")} />;

  return (
    <>
      <p className="text-xs text-slate-500">{t("signals.shortcuts")}</p>
      <ul ref={listRef} className="space-y-3">
        {queue.data.map((member) => (
          <li key={member.userId} data-member={member.userId} tabIndex={0} onKeyDown={onKey(member)} className="rounded-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" aria-label={member.name}>
            <Card className="flex gap-3 p-4" data-testid="signal-item">
              <MemberAvatar photo={member.profilePhoto} />
              <div className="min-w-0 flex-1 space-y-2">
                <p className="break-words font-semibold text-slate-900">
                  <bdi>{member.name}</bdi> <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t(`signals.state.${member.state}`)}</span>
                </p>
                {member.appeal !== null && (
                  <p className="text-sm text-slate-700">
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
                  {ACTIONS.map((action) => (
                    <Button key={action} size="sm" variant={action === "suspend" ? "danger" : "outline"} disabled={act.isPending} onClick={() => run(member, action)}>
                      {t(`signals.actions.${action}`)}
                    </Button>
                  ))}
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
