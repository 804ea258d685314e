import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/toast-store";
import { Avatar } from "../../entities/member/Avatar";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const blocksQueryKey = ["blocks"] as const;

/** The members you blocked, with Unblock (GET/DELETE /api/blocks). For the Privacy & Safety dialog. */
export function BlockedMembers() {
  const { t } = useTranslation("matches");
  const queryClient = useQueryClient();
  const blocked = useQuery({ queryKey: blocksQueryKey, queryFn: ({ signal }) => call(endpoints.matches.blocks, {}, { signal }), staleTime: 0, refetchOnMount: "always" });
  const unblock = useMutation({
    mutationFn: (userId: number) => call(endpoints.matches.unblock, { params: { userId } }),
    onSuccess: () => toast({ title: t("blocked.unblocked"), variant: "success" }),
    onError: (err) => toast({ title: t("toast.error"), description: messageOf(err, t("blocked.failed")), variant: "destructive" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  });
  if (blocked.isPending) return <Spinner />;
  if (blocked.isError) return <p className="text-sm text-red-600">{t("blocked.failed")}</p>;
  if (blocked.data.length === 0) return <p className="text-sm text-slate-500">{t("blocked.none")}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="blocked-members">
      {blocked.data.map((user) => (
        <li key={user.id} className="flex items-center gap-3 py-2">
          <Avatar user={{ ...user, photos: [], isOnline: false }} size="sm" />
          <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-match-parent font-medium text-slate-800">{user.name}</span>
          <Button size="sm" variant="outline" disabled={unblock.isPending} onClick={() => unblock.mutate(user.id)}>
            {t("blocked.unblock")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
