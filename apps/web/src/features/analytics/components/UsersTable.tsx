import { useTranslation } from "react-i18next";
import type { VisitorAnalytics } from "@ulfa/contracts";
import { cn } from "../../../ui/cn";
import { useFormatters } from "../format";

/** "All Users Details": every registered member (newest first, bounded by the server). */
export function UsersTable({ users }: { users: VisitorAnalytics["registeredUsersList"] }) {
  const { t } = useTranslation("analytics");
  const fmt = useFormatters();
  if (users.length === 0) return null;
  const pill = (on: boolean, yes: string, no: string) => (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", on ? "bg-emerald-50 text-emerald-700" : "bg-slate-100 text-slate-600")}>{on ? yes : no}</span>
  );
  return (
    <section className="min-w-0 overflow-hidden rounded-2xl border border-rose-100 bg-white shadow-sm">
      <h2 id="users-table-title" className="px-4 pt-4 text-base font-semibold text-slate-900">
        {t("users.title")}
      </h2>
      {/* On phones the table scrolls sideways; focusable, so it can be scrolled with the keyboard too. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="users-table-title">
        <table className="w-full min-w-[36rem] whitespace-nowrap text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {["id", "email", "country", "status", "premium"].map((col) => (
                <th key={col} scope="col" className="px-4 py-2 text-start font-medium">
                  {t(`users.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <tr key={u.id}>
                <td className="px-4 py-2 tabular-nums text-slate-700">{u.id}</td>
                <td className="px-4 py-2 text-slate-900">
                  <bdi dir="ltr" className="inline-block max-w-[18rem] truncate align-bottom">
                    {u.email}
                  </bdi>
                </td>
                <td className="px-4 py-2 text-slate-700">{u.country ? fmt.country(u.country) : t("users.notSpecified")}</td>
                <td className="px-4 py-2">{pill(u.isEmailVerified, t("users.verified"), t("users.unverified"))}</td>
                <td className="px-4 py-2">{pill(u.isPremium, t("users.isPremium"), t("users.free"))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
