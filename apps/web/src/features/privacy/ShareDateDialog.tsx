import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DATE_PLACE_MAX, DATE_SHARE_GRACE_HOURS, DATE_SHARE_MAX_DAYS } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { DateTimeChoice } from "../../ui/DateTimeChoice";
import { ceilToStep } from "../../ui/date-time-choice";
import { Field, Input } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { CopyableLink } from "./CopyableLink";
import { useRevokeDateShare, useShareDate } from "./queries";
import { about } from "../../i18n/gender";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Times are offered every quarter hour. */
const STEP_MINUTES = 15;

/** Share my date: when and where, as a link for a trusted contact; the match is not told. */
export function ShareDateDialog({ matchId, name, gender, open, onClose }: { matchId: number; name: string; gender: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("privacy");
  const { t: tc } = useTranslation("questions");
  // The check-in hint speaks to the member sharing the date, in her or his own gender.
  const { data: me } = useCurrentUser();
  const share = useShareDate();
  const revoke = useRevokeDateShare();
  // The bounds are fixed when the dialog opens: the server takes a date up to DATE_SHARE_MAX_DAYS
  // ahead, and a check-in from now until the link ends, DATE_SHARE_GRACE_HOURS after the date.
  const [now] = useState(() => Date.now());
  const earliest = ceilToStep(new Date(now), STEP_MINUTES);
  const latest = new Date(now + DATE_SHARE_MAX_DAYS * DAY_MS);
  const [when, setWhen] = useState<Date | null>(() => ceilToStep(new Date(now + DAY_MS), STEP_MINUTES));
  const [place, setPlace] = useState("");
  // Date check-in (docs/privacy.md): optional; with a time the trusted contact's e-mail is needed.
  const [checkInAt, setCheckInAt] = useState<Date | null>(null);
  const lastCheckIn = (at: Date | null) => new Date((at ?? latest).getTime() + DATE_SHARE_GRACE_HOURS * HOUR_MS - STEP_MINUTES * 60_000);
  const chooseWhen = (at: Date | null) => {
    setWhen(at);
    // A check-in later than the new date allows moves back to the last time it allows.
    if (at && checkInAt && checkInAt.getTime() > lastCheckIn(at).getTime()) setCheckInAt(lastCheckIn(at));
  };
  const [contactEmail, setContactEmail] = useState("");
  const [shareLocation, setShareLocation] = useState(false);
  const [created, setCreated] = useState<{ id: number; link: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!when) return;
    share.mutate(
      {
        matchId,
        body: {
          at: when.toISOString(),
          place: place.trim(),
          ...(checkInAt ? { checkInAt: checkInAt.toISOString(), contactEmail: contactEmail.trim(), shareLocation } : {}),
        },
      },
      {
        onSuccess: (res) => setCreated({ id: res.share.id, link: res.link }),
        onError: (err) => toast({ title: t("date.failed"), description: messageOf(err, t("date.failed")), variant: "destructive" }),
      },
    );
  };
  const end = () =>
    created &&
    revoke.mutate(created.id, {
      onSuccess: () => {
        toast({ title: t("date.revoked"), variant: "success" });
        setCreated(null);
      },
    });

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t("date.title")} description={t("date.hint", { name, ...about(gender) })} nested>
      {created ? (
        <div className="space-y-3">
          <CopyableLink link={created.link} label={t("date.created")} testId="date-share-link" />
          <Button variant="danger" onClick={end} disabled={revoke.isPending} data-testid="date-share-revoke">
            {t("date.revoke")}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <Field label={t("date.when")}>
            {(props) => <DateTimeChoice {...props} label={t("date.when")} required value={when} onChange={chooseWhen} min={earliest} max={latest} stepMinutes={STEP_MINUTES} data-testid="date-share-when" />}
          </Field>
          <Field label={t("date.where")}>
            {(props) => <Input {...props} dir="auto" required maxLength={DATE_PLACE_MAX} value={place} onChange={(e) => setPlace(e.target.value)} data-testid="date-share-place" />}
          </Field>
          <fieldset className="space-y-2 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">{tc("checkIn.title")}</legend>
            <p className="text-xs text-slate-600">{tc("checkIn.hint", { context: me?.gender === "female" ? "female" : undefined })}</p>
            <Field label={tc("checkIn.at")}>
              {(props) => (
                <DateTimeChoice
                  {...props}
                  label={tc("checkIn.at")}
                  optional
                  value={checkInAt}
                  onChange={setCheckInAt}
                  min={earliest}
                  max={lastCheckIn(when)}
                  stepMinutes={STEP_MINUTES}
                  data-testid="date-check-in-at"
                />
              )}
            </Field>
            <Field label={tc("checkIn.contact")}>
              {(props) => (
                <Input {...props} type="email" dir="ltr" required={Boolean(checkInAt)} value={contactEmail} onChange={(e) => setContactEmail(e.target.value)} data-testid="date-check-in-contact" />
              )}
            </Field>
            <label className="flex min-h-9 items-center gap-2 text-sm">
              <input type="checkbox" checked={shareLocation} onChange={(e) => setShareLocation(e.target.checked)} />
              {tc("checkIn.shareLocation")}
            </label>
          </fieldset>
          <Button type="submit" disabled={share.isPending || !place.trim() || !when} data-testid="date-share-create">
            {t("date.create")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
