import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { formatDateTime } from "../../i18n/format";
import { Button } from "../../ui/Button";
import { Field, Input } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useMatches } from "../../entities/matches/queries";
import { ConversationPicker } from "./ConversationPicker";
import { CopyableLink } from "./CopyableLink";
import { EditChaperone } from "./EditChaperone";
import { useChaperones, useEndChaperone, useInviteChaperone } from "./queries";

/** Invite a chaperone (wali) for chosen conversations, see when they looked, end it at any time. */
export function ChaperonesSection() {
  const { t, i18n } = useTranslation("privacy");
  const list = useChaperones();
  const matches = useMatches();
  const invite = useInviteChaperone();
  const end = useEndChaperone();
  const [email, setEmail] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const [link, setLink] = useState<string | null>(null);
  const max = list.data?.max ?? 3;
  const chaperones = list.data?.chaperones ?? [];
  const full = chaperones.length >= max;
  const nameOf = (matchId: number) => matches.data?.find((m) => m.id === matchId)?.otherUser.name ?? "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate(
      { email: email.trim(), matchIds: picked },
      {
        onSuccess: (created) => {
          setLink(created.link);
          setEmail("");
          setPicked([]);
        },
        onError: (err) => toast({ title: t("chaperone.failed"), description: messageOf(err, t("chaperone.failed")), variant: "destructive" }),
      },
    );
  };

  return (
    <section className="space-y-3" aria-labelledby="chaperone-title" data-testid="chaperone-section">
      <h3 id="chaperone-title" className="text-sm font-semibold text-slate-900">{t("chaperone.title")}</h3>
      <p className="text-xs text-slate-600">{t("chaperone.hint")}</p>

      {chaperones.length > 0 && (
        <ul className="space-y-2" data-testid="chaperone-list">
          {chaperones.map((c) => (
            <li key={c.id} className="space-y-1 rounded-xl border border-slate-200 p-3">
              {/* On a phone the two actions wrap under the address rather than cutting it short. */}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p dir="ltr" className="min-w-0 flex-1 basis-48 truncate text-sm font-medium text-slate-900">{c.email}</p>
                <div className="flex shrink-0 gap-2">
                  <EditChaperone chaperone={c} />
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={end.isPending}
                    onClick={() => end.mutate(c.id, { onSuccess: () => toast({ title: t("chaperone.ended"), variant: "success" }) })}
                  >
                    {t("chaperone.end")}
                    <span className="sr-only"> {t("chaperone.endLabel", { email: c.email })}</span>
                  </Button>
                </div>
              </div>
              <p className="text-xs text-slate-600">
                {t("chaperone.sharedCount", { count: c.matchIds.length })} · <bdi>{c.matchIds.map(nameOf).filter(Boolean).join("، ")}</bdi>
              </p>
              <p className="text-xs text-slate-600">{t("chaperone.expires", { time: formatDateTime(c.expiresAt, i18n.language) })}</p>
              <details className="text-xs text-slate-700">
                <summary className="cursor-pointer">{t("chaperone.log")}</summary>
                {c.views.length === 0 ? (
                  <p>{t("chaperone.neverLooked")}</p>
                ) : (
                  <ul data-testid="chaperone-views">
                    {c.views.map((v) => (
                      <li key={v}>
                        <time dateTime={v}>{formatDateTime(v, i18n.language)}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}

      {link && <CopyableLink link={link} label={t("chaperone.invited")} testId="chaperone-link" />}

      {full ? (
        <p className="text-xs text-slate-600">{t("chaperone.limit", { max })}</p>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <Field label={t("chaperone.email")}>
            {(props) => <Input {...props} type="email" dir="ltr" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="chaperone-email" />}
          </Field>
          <ConversationPicker picked={picked} onChange={setPicked} />
          <Button type="submit" disabled={invite.isPending || picked.length === 0 || !email.trim()} data-testid="chaperone-invite">
            {t("chaperone.invite")}
          </Button>
        </form>
      )}
    </section>
  );
}
