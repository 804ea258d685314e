import { accountRoutes } from "./account";
import { analyticsRoutes } from "./analytics";
import { authRoutes } from "./auth";
import { googleRoutes } from "./auth-google";
import { backupRoutes } from "./backup";
import { callsRoutes } from "./calls";
import { chatRoutes } from "./chat";
import { chatMediaRoutes } from "./chat-media";
import { discoverRoutes } from "./discover";
import { exportRoutes } from "./export";
import { healthRoutes } from "./health";
import { likesRoutes } from "./likes";
import { locationRoutes } from "./location";
import { mapRoutes } from "./map";
import { matchesRoutes } from "./matches";
import { memberAdminRoutes } from "./member-admin";
import { moderationRoutes } from "./moderation";
import { notificationsRoutes } from "./notifications";
import { openingMovesRoutes } from "./opening-moves";
import { paymentsRoutes } from "./payments";
import { photosRoutes } from "./photos";
import { premiumRoutes } from "./premium";
import { privacyRoutes } from "./privacy";
import { privacyLinksRoutes } from "./privacy-links";
import { profileRoutes } from "./profile";
import { promptVoiceRoutes, promptsRoutes } from "./prompts";
import { pushRoutes } from "./push";
import { questionsRoutes } from "./questions";
import { reportsRoutes } from "./reports";
import { safetyRoutes } from "./safety";
import { siteRoutes } from "./site";
import { staffRoutes } from "./staff";
import { travelRoutes } from "./travel";
import { trustRoutes } from "./trust";
import { usersRoutes } from "./users";
import { verificationsRoutes } from "./verifications";
import { yourTurnRoutes } from "./your-turn";

export * from "./route";

/**
 * Every HTTP operation of the API, by feature (one file each in this folder). The server mounts
 * them all (apps/server/src/openapi/route-table.test.ts fails on a route missing from either side).
 */
export const routes = {
  account: accountRoutes,
  analytics: analyticsRoutes,
  auth: authRoutes,
  backup: backupRoutes,
  calls: callsRoutes,
  chat: chatRoutes,
  chatMedia: chatMediaRoutes,
  discover: discoverRoutes,
  export: exportRoutes,
  google: googleRoutes,
  health: healthRoutes,
  likes: likesRoutes,
  location: locationRoutes,
  map: mapRoutes,
  matches: matchesRoutes,
  memberAdmin: memberAdminRoutes,
  moderation: moderationRoutes,
  notifications: notificationsRoutes,
  openingMoves: openingMovesRoutes,
  payments: paymentsRoutes,
  photos: photosRoutes,
  premium: premiumRoutes,
  privacy: privacyRoutes,
  privacyLinks: privacyLinksRoutes,
  profile: profileRoutes,
  promptVoice: promptVoiceRoutes,
  prompts: promptsRoutes,
  push: pushRoutes,
  questions: questionsRoutes,
  reports: reportsRoutes,
  safety: safetyRoutes,
  site: siteRoutes,
  staff: staffRoutes,
  travel: travelRoutes,
  trust: trustRoutes,
  users: usersRoutes,
  verifications: verificationsRoutes,
  yourTurn: yourTurnRoutes,
};
