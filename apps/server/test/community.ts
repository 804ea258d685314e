import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { messages, payments, siteSettings, users, verificationRequests } from "../src/db/schema";
import { siteImageUrl } from "../src/site/images";
import { mediaUrl } from "../src/media";
import { createMediaStorage } from "../src/platform/storage";
import { dumpSnapshot } from "../src/backup/dump";
import type { Database } from "../src/platform/db";
import { createMember, type TestApp, type TestMember } from "./harness";
import { makeMatch } from "./matches";

export interface SmallCommunity {
  members: TestMember[];
  matchId: number;
}

/**
 * A small, real-looking community for backup tests: members with stored photos, a selfie under
 * review, a match with text and photo messages, a paid purchase, and the operator's uploaded logo.
 */
export async function seedCommunity(t: TestApp): Promise<SmallCommunity> {
  const storage = createMediaStorage(t.config);
  const members: TestMember[] = [];
  for (let i = 0; i < 3; i++) {
    const member = await createMember(t, { bio: `Bio ${i}: قهوة وكتب`, interests: ["Reading", "Hiking"], latitude: 59.91, longitude: 10.75 });
    const photo = await storage.save("photos", randomBytes(300 + i), "jpg");
    await t.app.deps.db.update(users).set({ profilePhoto: mediaUrl(photo), photos: [mediaUrl(photo)] }).where(eq(users.id, member.id));
    members.push(member);
  }
  const selfie = await storage.save("verifications", randomBytes(200), "jpg");
  await t.app.deps.db.insert(verificationRequests).values({ userId: members[0].id, selfiePath: selfie, createdAt: t.clock.now() });
  const matchId = await makeMatch(t, members[0], members[1]);
  const chatPhoto = await storage.save("chat", randomBytes(250), "jpg");
  await t.app.deps.db.insert(messages).values([
    { matchId, senderId: members[0].id, content: "Hello there", createdAt: t.clock.now() },
    { matchId, senderId: members[1].id, content: "", kind: "photo", mediaName: chatPhoto, mediaWidth: 10, mediaHeight: 10, createdAt: t.clock.now() },
  ]);
  await t.app.deps.db.insert(payments).values({
    id: `pi_${randomBytes(6).toString("hex")}`,
    userId: members[2].id,
    provider: "test",
    itemType: "boosts",
    amountCents: 499,
    status: "succeeded",
    clientSecret: "pi_x_secret_y",
    fulfilledAt: t.clock.now(),
  });
  // The logo in the site images' own kind; the icon where installs from before it stored them (with the photos).
  const logo = await storage.save("site", randomBytes(150), "webp");
  const icon = await storage.save("photos", randomBytes(120), "webp");
  const logoSetting = { logoUrl: siteImageUrl(logo), iconUrl: siteImageUrl(icon) };
  await t.app.deps.db
    .insert(siteSettings)
    .values({ id: 1, data: logoSetting, version: 1 })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data: sql`${siteSettings.data} || ${JSON.stringify(logoSetting)}::jsonb` } });
  return { members, matchId };
}

/** Every row of every table as row_to_json lines, table by table (sessions left out when asked). */
export async function tableLines(database: Database, skip: string[] = []): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const dump = await dumpSnapshot(database.db, { skip }, async (chunk) => {
    (out[chunk.table.name] ??= []).push(...chunk.lines);
  });
  for (const table of dump.tables) out[table.name] ??= [];
  return out;
}
