/**
 * What other folders use of auth/: `mount` (every routes.ts registers its table entries through
 * it), the session (who is signed in, staff checks, the cookie), the login limits and password
 * checks account/ shares, the sign-up language, and the reset-link job (app.ts).
 */
export { mount } from "./mount";
export {
  clearSessionCookie,
  createSession,
  currentUser,
  destroyAllSessions,
  isAdmin,
  isModerator,
  memberRow,
  requireAdmin,
  requireModerator,
  requireUser,
  SESSION_COOKIE,
  sessionStillLive,
  setSessionCookie,
  signedSession,
} from "./session";
export { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "./login-limits";
export { dummyPasswordHash, verifyPassword } from "./passwords";
export { signUpLanguage } from "./language";
export { resetLinkJob } from "./reset-link-job";
