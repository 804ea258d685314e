import { useState, type FormEvent } from "react";
import { Search, Users } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Input } from "../../ui/Field";
import { Spinner } from "../../ui/Spinner";
import { MemberAvatar } from "../moderation/QueueStates";
import { StateBadges } from "./components/StateBadges";
import { useMemberSearch } from "./queries";

/** /admin/members: staff search members by name, username, e-mail or id, newest first, a page at a time. */
export default function MembersPage() {
  const { t } = useTranslation("members");
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(q);
  const staff = Boolean(user?.isModerator);
  const search = useMemberSearch(q, page);

  if (!staff) {
    return (
      <p className="p-6 text-slate-700">{t("staffOnly")}</p>
    );
  }
  const go = (next: { q?: string; page?: number }) => {
    const query = next.q ?? q;
    const to = next.page ?? 1;
    setParams({ ...(query ? { q: query } : {}), ...(to > 1 ? { page: String(to) } : {}) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-extrabold text-slate-900">
          <Users className="h-6 w-6 text-brand-600" aria-hidden="true" />
          {t("title")}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      </header>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="member-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <Input id="member-search" type="search" name="q" dir="auto" value={draft} placeholder={t("searchPlaceholder")} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" className="shrink-0 gap-2">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("search")}
        </Button>
      </form>
      {search.isPending ? (
        <div className="grid place-items-center p-10">
          <Spinner label={t("loading")} />
        </div>
      ) : search.error ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(search.error, t("loadFailed"))}
        </p>
      ) : search.data.members.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-200 bg-white p-8 text-center text-sm text-slate-600" data-testid="members-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t("results")}>
          {search.data.members.map((member) => (
            <li key={member.id}>
              <Card className="flex items-center gap-3 p-3" data-testid="member-row">
                <MemberAvatar photo={member.profilePhoto} />
                <div className="min-w-0 flex-1">
                  <Link to={`/admin/members/${member.id}`} className="break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                    <bdi>{member.name}</bdi>
                  </Link>{" "}
                  <bdi className="text-sm text-slate-500">@{member.username}</bdi>
                  <p className="break-all text-sm text-slate-600">
                    <bdi>{member.email}</bdi> · <span dir="ltr">#{member.id}</span>
                  </p>
                </div>
                <StateBadges member={member} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {search.data && (page > 1 || search.data.hasMore) && (
        <nav aria-label={t("pages")} className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t("previous")}
          </Button>
          <span className="text-sm text-slate-600">{t("page", { page })}</span>
          <Button variant="outline" size="sm" disabled={!search.data.hasMore} onClick={() => go({ page: page + 1 })}>
            {t("next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
