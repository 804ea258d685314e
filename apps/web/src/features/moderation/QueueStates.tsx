import { UserRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";

/** Member names inside the queues' sentences are bidi-isolated (one helper for the whole app). */
export { isolate } from "../../i18n/format";

export function EmptyState({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-200 bg-white py-10 text-center" data-testid="queue-empty">
      <Icon className="h-8 w-8 text-emerald-500" aria-hidden="true" />
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}

export function QueueError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("moderation");
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-sm text-slate-700">{messageOf(error, t("loadFailed"))}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}

/** A member's round photo in a queue row, or a neutral silhouette when they have none. */
export function MemberAvatar({ photo }: { photo: string | null }) {
  return photo ? (
    <img src={photo} alt="" className="h-12 w-12 shrink-0 rounded-full bg-slate-100 object-cover" />
  ) : (
    <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400">
      <UserRound className="h-6 w-6" aria-hidden="true" />
    </span>
  );
}

/** What a queue shows instead of its list while it loads or after loading failed; null once its data is there. */
export function queueFallback(queue: { isPending: boolean; error: unknown; refetch: () => unknown }): ReactNode | null {
  if (queue.isPending)
    return (
      <div className="mx-auto w-fit py-8">
        <Spinner />
      </div>
    );
  if (queue.error) return <QueueError error={queue.error} onRetry={() => void queue.refetch()} />;
  return null;
}

/** The toast every moderation action shows when the server refuses it. */
export function useActionFailedToast(): (err: unknown) => void {
  const { t } = useTranslation("moderation");
  return (err) => void toast({ title: t("actionFailed"), description: messageOf(err, t("tryAgain")), variant: "destructive" });
}
