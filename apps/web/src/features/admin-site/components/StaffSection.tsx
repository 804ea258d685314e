import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { STAFF_ROLES, type StaffRole } from "@ulfa/contracts";
import { messageOf } from "../../../api/client";
import { Button } from "../../../ui/Button";
import { Field, Input, Select } from "../../../ui/Field";
import { toast } from "../../../ui/toast-store";
import { useStaff, useStaffChange } from "../queries";
import { Section } from "./Section";

/** Admins and moderators: granted by e-mail, revoked here; the ADMIN_EMAILS admins are fixed. */
export function StaffSection() {
  const { t } = useTranslation("adminSite");
  const { data } = useStaff();
  const { grant, revoke } = useStaffChange();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("moderator");
  const failed = (err: unknown) => toast({ title: messageOf(err, t("staff.failed")), variant: "destructive" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail(""), onError: failed });
  };
  return (
    <Section id="site-staff" title={t("staff.title")} description={t("staff.description")}>
      <ul className="divide-y divide-rose-100">
        {data?.staff.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <bdi>{member.name}</bdi>
              </p>
              <p className="text-xs text-slate-500" dir="ltr">
                {member.email}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-medium text-brand-800">{t(`staff.role.${member.role}`)}</span>
              {member.fromEnvironment ? (
                <span className="text-xs text-slate-500">{t("staff.fromEnvironment")}</span>
              ) : (
                <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(member.userId, { onError: failed })}>
                  {t("staff.revoke", { name: member.name })}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field label={t("staff.email")}>{(p) => <Input {...p} type="email" dir="ltr" required value={email} onChange={(e) => setEmail(e.target.value)} />}</Field>
        <Field label={t("staff.roleLabel")}>
          {(p) => (
            <Select {...p} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`staff.role.${r}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={grant.isPending || email.trim() === ""}>
          {t("staff.grant")}
        </Button>
      </form>
    </Section>
  );
}
