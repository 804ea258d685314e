import type { CurrentUser } from "@ulfa/contracts";
import { EyeOff, Moon } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { userQueryKey } from "../../session/useCurrentUser";
import { toast } from "../../ui/toast-store";
import { useUpdateUser } from "../profile";
import { useSetSnooze, useSnooze } from "./queries";

/**
 * The member's own state, on every signed-in screen: snoozed (nobody sees them) or incognito (only
 * those they liked see them), each with its way out, so a quiet deck or inbox is never a mystery.
 */
export function OwnStateBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation("privacy");
  const snooze = useSnooze();
  const setSnooze = useSetSnooze();
  const update = useUpdateUser();
  const queryClient = useQueryClient();
  const failed = (err: unknown) => toast({ title: t("ownState.failed"), description: messageOf(err, t("ownState.failed")), variant: "destructive" });
  const snoozed = snooze.data?.snoozed === true;
  const incognito = user.privacy.incognito;
  if (!snoozed && !incognito) return null;
  const row = "flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm";
  const action = "min-h-6 rounded-full bg-white/80 px-3 py-1 font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-white disabled:opacity-50";
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950" data-testid="own-state">
      {snoozed && (
        <p className={row} data-testid="own-state-snoozed">
          <Moon className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{t("ownState.snoozed")}</span>
          <button type="button" className={action} disabled={setSnooze.isPending} onClick={() => setSnooze.mutate("wake", { onError: failed })}>
            {t("snooze.wake")}
          </button>
        </p>
      )}
      {incognito && (
        <p className={row} data-testid="own-state-incognito">
          <EyeOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{t("ownState.incognito")}</span>
          <button
            type="button"
            className={action}
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { privacy: { incognito: false } },
                { onError: (err) => failed(err), onSettled: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }) },
              )
            }
          >
            {t("ownState.turnOff")}
          </button>
        </p>
      )}
    </div>
  );
}
