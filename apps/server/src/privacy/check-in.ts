import { and, eq, isNull, sql } from "drizzle-orm";
import { DATE_CHECK_IN_GRACE_MINUTES, JOB_RETRY_WINDOW_MS, type PushPayload } from "@ulfa/contracts";
import { dateShares, users } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import { notFound } from "../platform/errors";
import { mailJob } from "../platform/mail-queue";
import { insertJob } from "../platform/jobs/repo";
import type { Db } from "../platform/db";
import { snapToGrid } from "../location";
import { matchWithOther } from "../matches";
import { queueDelivery, subscriptionsOf } from "../push";
import { mailSite } from "../site";
import { activeMember } from "../visibility";
import { firstName } from "./chaperone";
import { checkInAlertMail } from "./check-in-mail";

type DateShareRow = typeof dateShares.$inferSelect;
const MINUTE_MS = 60_000;

/** Still waiting on the member: not ended by "I'm OK", not alerted, link not revoked. */
const open = (id: number) => and(eq(dateShares.id, id), isNull(dateShares.okAt), isNull(dateShares.alertedAt), isNull(dateShares.revokedAt));

/** The state the member's screens show (contracts privacy.ts DATE_CHECK_IN_STATES). */
export function checkInState(row: DateShareRow): "none" | "scheduled" | "asked" | "ok" | "alerted" {
  if (!row.checkInAt) return "none";
  if (row.alertedAt) return "alerted";
  if (row.okAt) return "ok";
  return row.askedAt ? "asked" : "scheduled";
}

/** Safety notices go to every device of the member, whatever their switches and quiet hours. */
async function pushSafety(deps: Deps, userId: number, payload: Omit<PushPayload, "lang" | "dir">): Promise<void> {
  const [user] = await deps.db.select({ language: users.language }).from(users).where(and(eq(users.id, userId), activeMember())).limit(1);
  if (!user) return;
  for (const device of await subscriptionsOf(deps.db, userId)) {
    await queueDelivery(deps, device.id, { ...payload, lang: user.language, dir: user.language === "ar" ? "rtl" : "ltr" });
  }
}

const ASK_TEXT = {
  en: { title: "Are you OK?", body: "Your date check-in: tap to say you're OK, or ask for help." },
  ar: { title: "هل أنت بخير؟", body: "تذكير موعدك: اضغط لتقول إنك بخير، أو لطلب المساعدة." },
};
const ALERT_TEXT = {
  en: (name: string) => ({ title: `${name} may need you`, body: "A date check-in was not answered. Check your e-mail for the details." }),
  ar: (name: string) => ({ title: `${name} قد يحتاج إليك`, body: "لم تتم الإجابة عن تذكير موعد. راجع بريدك لمعرفة التفاصيل." }),
};

/** Schedules the "Are you OK?" of a share with a check-in (privacy/date-share.ts). */
export async function scheduleCheckIn(deps: Deps, row: DateShareRow): Promise<void> {
  if (row.checkInAt) await deps.jobs.enqueue(checkInAskJob.name, { shareId: row.id }, { runAt: row.checkInAt });
}

/**
 * At check-in time: the member is asked "Are you OK?" (push; the app shows it from the share's state),
 * and the alert is scheduled after the grace period. Run again (a retry, a second instance), it asks
 * no second time; an extra alert job is harmless, as the alert is sent once (alertContact).
 */
export const checkInAskJob: JobKind<Deps, { shareId: number }> = {
  name: "date.check-in.ask",
  async run(deps, { shareId }) {
    const now = deps.clock.now();
    const [asked] = await deps.db.update(dateShares).set({ askedAt: now }).where(and(open(shareId), isNull(dateShares.askedAt))).returning();
    const [row] = asked ? [asked] : await deps.db.select().from(dateShares).where(open(shareId));
    if (!row?.askedAt) return;
    if (asked) {
      const [owner] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, row.ownerId));
      const t = ASK_TEXT[owner?.language ?? "en"];
      await pushSafety(deps, row.ownerId, { event: "dateCheckIn", ...t, tag: `date-check-in-${row.id}`, url: "/home?tab=matches&checkIn=1" });
    }
    await deps.jobs.enqueue(checkInAlertJob.name, { shareId, why: "silent" }, { runAt: new Date(row.askedAt.getTime() + DATE_CHECK_IN_GRACE_MINUTES * MINUTE_MS) });
  },
  summary: (payload) => payload,
};

/**
 * Tells the trusted contact, once: the share is marked alerted and the mail queued in one
 * transaction, so a crash leaves either both or neither, and a second run finds it alerted.
 */
export async function alertContact(deps: Deps, shareId: number, why: "help" | "silent"): Promise<boolean> {
  const [row] = await deps.db.select().from(dateShares).where(open(shareId));
  if (!row?.contactEmail) return false;
  const [owner] = await deps.db.select().from(users).where(eq(users.id, row.ownerId));
  const found = owner ? await matchWithOther(deps.db, row.matchId, owner.id) : null;
  if (!owner || !found) return false;
  const lang = owner.language;
  const lastPlace =
    row.shareLocation && row.lastLatitude !== null && row.lastLongitude !== null
      ? { latitude: row.lastLatitude, longitude: row.lastLongitude }
      : row.shareLocation && owner.latitude !== null && owner.longitude !== null
        ? { latitude: owner.latitude, longitude: owner.longitude }
        : null;
  const mail = checkInAlertMail(
    await mailSite(deps, lang),
    row.contactEmail,
    { memberName: firstName(owner.name), matchName: firstName(found.other.name), at: row.at, place: row.place, lastPlace, why, gender: owner.gender },
    lang,
  );
  const sent = await deps.db.transaction(async (tx) => {
    const [marked] = await tx.update(dateShares).set({ alertedAt: deps.clock.now() }).where(open(shareId)).returning({ id: dateShares.id });
    if (!marked) return false;
    const now = deps.clock.now();
    await insertJob(tx as unknown as Db, { kind: mailJob.name, payload: mail, runAt: now, deadline: new Date(now.getTime() + JOB_RETRY_WINDOW_MS), createdAt: now });
    return true;
  });
  if (!sent) return false;
  void deps.jobs.runDue();
  // A contact who is a member also gets a push (best effort: the e-mail is the alert).
  const [contact] = await deps.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${row.contactEmail.toLowerCase()}`, activeMember()))
    .limit(1);
  if (contact) {
    await pushSafety(deps, contact.id, { event: "dateAlert", ...ALERT_TEXT[contact.language](firstName(owner.name)), tag: `date-alert-${row.id}`, url: "/home" }).catch((err) =>
      deps.log.warn({ err, shareId }, "date alert push not queued"),
    );
  }
  return true;
}

/** No "I'm OK" within the grace period: the contact is alerted (once). */
export const checkInAlertJob: JobKind<Deps, { shareId: number; why: "help" | "silent" }> = {
  name: "date.check-in.alert",
  async run(deps, { shareId, why }) {
    await alertContact(deps, shareId, why);
  },
  summary: (payload) => payload,
};

async function ownShare(deps: Deps, ownerId: number, id: number): Promise<DateShareRow> {
  const [row] = await deps.db.select().from(dateShares).where(and(eq(dateShares.id, id), eq(dateShares.ownerId, ownerId)));
  if (!row || !row.checkInAt) throw notFound("Date check-in not found");
  return row;
}

/** POST /api/date-shares/:id/ok: "I'm OK" ends the check-in; no alert follows. */
export async function checkInOk(deps: Deps, ownerId: number, id: number): Promise<DateShareRow> {
  await ownShare(deps, ownerId, id);
  const [row] = await deps.db.update(dateShares).set({ okAt: deps.clock.now() }).where(open(id)).returning();
  return row ?? (await ownShare(deps, ownerId, id));
}

/** POST /api/date-shares/:id/help: "I need help" alerts the contact at once, with where she is now if she shares it. */
export async function checkInHelp(deps: Deps, ownerId: number, id: number, at?: { latitude?: number; longitude?: number }): Promise<DateShareRow> {
  const share = await ownShare(deps, ownerId, id);
  if (share.shareLocation && at?.latitude !== undefined && at.longitude !== undefined) {
    const point = snapToGrid({ latitude: at.latitude, longitude: at.longitude });
    await deps.db.update(dateShares).set({ lastLatitude: point.latitude, lastLongitude: point.longitude }).where(eq(dateShares.id, id));
  }
  await alertContact(deps, id, "help");
  return ownShare(deps, ownerId, id);
}
