import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { paymentHistory } from "../payments";
import { privacyOf } from "../privacy";
import { notificationSettingsOf } from "../notifications";
import { subscriptionsOf } from "../push";
import { ZipBuilder } from "./archive";
import * as repo from "./repo";
import { readme } from "./readme";
import { siteNameIn } from "../site";
import { privacyExport } from "../privacy/export";

/** Stored photo URLs look like /api/media/photos/<file>; anything else (external URLs) is listed, not copied. */
const STORED_PHOTO_URL = /^\/api\/media\/photos\/([^/?#]+)$/;

export interface DataExport {
  filename: string;
  zip: Buffer;
}

/** The member's own data (GDPR access/portability) as a ZIP: issue 10. */
export async function exportMemberData(deps: Deps, user: UserRow): Promise<DataExport> {
  const now = deps.clock.now();
  const zip = new ZipBuilder();
  const { passwordHash: _passwordHash, oidcIssuer: _oidcIssuer, oidcSubject: _oidcSubject, ...own } = user;
  zip.json("profile.json", { ...own, privacy: privacyOf(user), exportedAt: now });

  const photoNames = [...new Set([user.profilePhoto, ...user.photos].map((url) => (url ? STORED_PHOTO_URL.exec(url)?.[1] : undefined)))];
  const storage = deps.storage;
  for (const name of photoNames) {
    if (!name) continue;
    const bytes = await storage.read("photos", name); // null for invalid names and missing files
    if (bytes) zip.binary(`photos/${name}`, bytes);
  }
  // Voice answers to prompts: profile.json names each one under prompts[].voice.name.
  for (const prompt of user.prompts) {
    if (!prompt.voice) continue;
    const bytes = await storage.read("prompt-voices", prompt.voice.name);
    if (bytes) zip.binary(`prompts/${prompt.voice.name}`, bytes);
  }

  const swipes = await repo.swipesBy(deps.db, user.id);
  zip.json(
    "likes-given.json",
    swipes.map((s) => ({
      targetId: s.targetId,
      name: s.name,
      action: s.isSuperLike ? "super" : s.isLike ? "liked" : "passed",
      ...(s.target ? { liked: s.target } : {}),
      ...(s.comment ? { comment: s.comment } : {}),
      date: s.date,
    })),
  );

  const matches = await repo.matchesOf(deps.db, user.id);
  zip.json(
    "matches.json",
    matches.map((m) => ({ matchId: m.matchId, otherUser: { id: m.otherUserId, name: m.otherName }, matchedAt: m.date })),
  );
  const messages = await repo.messagesIn(
    deps.db,
    matches.map((m) => m.matchId),
  );
  // The member's own photos and voice notes are copied; the other member's are listed, not copied.
  const reactions = await repo.reactionsIn(deps.db, messages.map((msg) => msg.id));
  const whoIs = (id: number) => (id === user.id ? "me" : "them");
  const chatFiles = new Map<string, string>();
  for (const msg of messages) {
    if (msg.senderId !== user.id || !msg.mediaName) continue;
    const bytes = await storage.read("chat", msg.mediaName);
    if (bytes) {
      zip.binary(`chat/${msg.mediaName}`, bytes);
      chatFiles.set(msg.mediaName, `chat/${msg.mediaName}`);
    }
  }
  zip.json(
    "messages.json",
    matches.map((m) => ({
      matchId: m.matchId,
      with: m.otherName,
      messages: messages
        .filter((msg) => msg.matchId === m.matchId)
        .map((msg) => ({
          id: msg.id,
          sender: whoIs(msg.senderId),
          kind: msg.kind,
          content: msg.content,
          flagged: msg.flagged,
          date: msg.date,
          ...(msg.removedAt ? { removedAt: msg.removedAt } : {}),
          ...(msg.replyToId ? { replyTo: msg.replyToId } : {}),
          ...(msg.kind !== "text" && !msg.removedAt ? { file: msg.mediaName ? (chatFiles.get(msg.mediaName) ?? null) : null } : {}),
          ...(msg.durationMs ? { durationMs: msg.durationMs } : {}),
          reactions: reactions.filter((r) => r.messageId === msg.id).map((r) => ({ by: whoIs(r.userId), emoji: r.emoji })),
        })),
    })),
  );

  const verifications = await repo.verificationsOf(deps.db, user.id);
  const verificationEntries = [];
  for (const v of verifications) {
    const selfie = await storage.read("verifications", v.selfie);
    if (selfie) zip.binary(`verification/${v.selfie}`, selfie);
    verificationEntries.push({
      id: v.id,
      status: v.status,
      submittedAt: v.submittedAt,
      reviewedAt: v.reviewedAt,
      note: v.note,
      confidence: v.confidence,
      selfie: selfie ? `verification/${v.selfie}` : null,
    });
  }
  zip.json("verification.json", verificationEntries);

  zip.json(
    "photo-checks.json",
    (await repo.photoChecksOf(deps.db, user.id)).map((c) => ({ kind: c.kind, decision: c.decision, explicitScore: c.score, modelLabel: c.label, checkedAt: c.date })),
  );

  // The same receipts as the billing history (GET /api/payments/history).
  zip.json("payments.json", (await paymentHistory(deps, user)).payments);

  const blocked = await repo.blocksBy(deps.db, user.id);
  zip.json(
    "blocks.json",
    blocked.map((b) => ({ id: b.id, name: b.name, blockedAt: b.date })),
  );

  const reports = await repo.reportsBy(deps.db, user.id);
  zip.json(
    "reports.json",
    reports.map((r) => ({
      id: r.id,
      reportedMember: { id: r.reportedId, name: r.name },
      reason: r.reason,
      details: r.details,
      status: r.status,
      reportedAt: r.date,
    })),
  );

  // Devices by push service and date only: the endpoint URL is a credential to send to that browser.
  const devices = await subscriptionsOf(deps.db, user.id);
  zip.json("notification-settings.json", {
    ...notificationSettingsOf(user),
    pushDevices: devices.map((d) => ({ pushService: new URL(d.endpoint).host, addedAt: d.createdAt.toISOString() })),
  });

  zip.json("privacy.json", await privacyExport(deps, user));

  const settings = await deps.site.settings();
  zip.text("README.txt", readme(siteNameIn(settings, user.language), settings.contactEmail, user.language));

  const safeUsername = user.username.replace(/[^A-Za-z0-9_-]/g, "_") || `member-${user.id}`;
  return { filename: `ulfa-export-${safeUsername}-${now.toISOString().slice(0, 10)}.zip`, zip: zip.build() };
}
