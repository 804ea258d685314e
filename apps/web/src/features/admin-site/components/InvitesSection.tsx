import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../api/client";
import { formatDateTime } from "../../../i18n/format";
import { Button } from "../../../ui/Button";
import { Field, Input } from "../../../ui/Field";
import { toast } from "../../../ui/toast-store";
import { Section } from "./Section";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../../api/call";

const invitesKey = ["admin", "invites"] as const;

/** Invite codes for a site that admits by invite: create (uses, expiry), list, revoke. */
export function InvitesSection() {
  const { t, i18n } = useTranslation("adminSite");
  const queryClient = useQueryClient();
  const invites = useQuery({ queryKey: invitesKey, queryFn: ({ signal }) => call(endpoints.trust.invites, {}, { signal }) });
  const [uses, setUses] = useState("1");
  const [expiresAt, setExpiresAt] = useState("");
  const refresh = () => void queryClient.invalidateQueries({ queryKey: invitesKey });
  const failed = (err: unknown) => toast({ title: t("invites.failed"), description: messageOf(err, ""), variant: "destructive" });
  const create = useMutation({
    mutationFn: () => call(endpoints.trust.createInvite, { body: { uses: Number(uses), ...(expiresAt ? { expiresAt: new Date(expiresAt).toISOString() } : {}) } }),
    onSuccess: ({ code }) => toast({ title: t("invites.created"), description: code, variant: "success" }),
    onError: failed,
    onSettled: refresh,
  });
  const revoke = useMutation({ mutationFn: (code: string) => call(endpoints.trust.revokeInvite, { params: { code } }), onError: failed, onSettled: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Section id="site-invites" title={t("invites.title")} description={t("invites.description")}>
      <form onSubmit={submit} className="grid items-end gap-4 sm:grid-cols-3">
        <Field label={t("invites.uses")}>{(p) => <Input {...p} type="number" min={1} dir="ltr" value={uses} onChange={(e) => setUses(e.target.value)} />}</Field>
        <Field label={t("invites.expiresAt")}>{(p) => <Input {...p} type="datetime-local" dir="ltr" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />}</Field>
        <Button type="submit" disabled={create.isPending}>
          {t("invites.create")}
        </Button>
      </form>
      <ul className="divide-y divide-slate-100">
        {(invites.data ?? []).map((invite) => (
          <li key={invite.code} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <code dir="ltr" className="font-mono font-semibold text-slate-900">
              {invite.code}
            </code>
            <span className="text-slate-600">{t("invites.used", { used: invite.used, uses: invite.uses })}</span>
            {invite.expiresAt && <span className="text-slate-500">{t("invites.until", { date: formatDateTime(invite.expiresAt, i18n.language) })}</span>}
            <span className="ms-auto">
              {invite.revokedAt ? (
                <span className="text-slate-500">{t("invites.revoked")}</span>
              ) : (
                <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(invite.code)}>
                  {t("invites.revoke")}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
