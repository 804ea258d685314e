/** Product constants (SPEC.md section 9 and DECISIONS.md). The one place numbers live. */
export const AGE_MIN = 18;
export const AGE_MAX = 100;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const USERNAME_MAX = 30;
export const NAME_MAX = 60;
export const BIO_MAX = 500;
export const LOCATION_TEXT_MAX = 120;
export const INTEREST_MAX_LENGTH = 40;
export const INTERESTS_MAX = 20;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong codes allowed per e-mailed code before it is void (a new one can be requested). */
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const DISTANCE_MIN_KM = 1;
export const DISTANCE_MAX_KM = 100;
export const DISTANCE_DEFAULT_KM = 50;
/** Locations are snapped to a grid of this many degrees (about 1.1 km of latitude). */
export const LOCATION_GRID_DEG = 0.01;

export const PHOTOS_MAX = 9;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_COMPRESS_MAX_PX = 600;
export const PHOTO_COMPRESS_QUALITY = 0.6;
export const SELFIE_CAPTURE_QUALITY = 0.8;

export const FREE_DAILY_SWIPES = 50;
export const SWIPE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FREE_DAILY_SUPER_LIKES = 1;
export const PREMIUM_DAILY_SUPER_LIKES = 5;
export const PREMIUM_MONTHLY_BOOSTS = 1;
export const BOOST_DURATION_MS = 30 * 60 * 1000;

export const CARD_STACK_VISIBLE = 3;
export const SWIPE_THRESHOLD_PX = 100;
export const CARD_ANIMATION_MS = 300;
export const DRAG_FADE_DISTANCE_PX = 300;
export const DRAG_MIN_OPACITY = 0.5;
export const RECENT_MATCHES_SHOWN = 5;
export const SURPRISE_DECISION_DELAY_MS = 600;
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
export const DEACTIVATION_REDIRECT_MS = 2000;
export const SUBSCRIPTION_REDIRECT_MS = 1500;

export const SCORE_EXCELLENT = 80;
export const SCORE_GOOD = 60;
export const SCORE_FAIR = 40;

export const MATCHES_POLL_MS = 30_000;
export const MAP_POLL_MS = 30_000;
export const ANALYTICS_POLL_MS = 30_000;
export const LIVE_VISITOR_WINDOW_MS = 5 * 60 * 1000;
export const ANALYTICS_LIST_LIMIT = 10;
export const HEARTBEAT_VISIBLE_MS = 30_000;
export const HEARTBEAT_HIDDEN_MS = 120_000;

export const MESSAGE_MAX_LENGTH = 2000;
export const REPORT_REASON_MAX = 1000;
export const DEACTIVATION_REASON_MAX = 1000;
export const DEACTIVATION_GRACE_MS = 30 * 24 * 60 * 60 * 1000;
export const DELETE_CONFIRM_PHRASE = "delete my account";

export const MAP_ZOOM = 12;
export const MAP_MARKER_PX = 40;
export const MAP_MARKER_SELF_PX = 50;
/** Fallback map centre when the member has no coordinates (London). */
export const MAP_FALLBACK_CENTER = { latitude: 51.5074, longitude: -0.1278 } as const;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 60_000;

export const MOBILE_BREAKPOINT_PX = 640;
export const CHAT_MODAL_WIDTH_PX = 350;
export const CHAT_MODAL_HEIGHT_PX = 600;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const REGISTER_TOAST_MS = 6000;
/** Sign-out reloads the page; it waits this long so the "Logged out" toast can be read first. */
export const LOGOUT_RELOAD_DELAY_MS = 1200;

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Discovery: cards per deck request; the surprise match picks among this many top-scored candidates. */
export const DECK_LIMIT = 50;
export const SURPRISE_TOP_CANDIDATES = 3;
/** The optional AI phrasing call gives up after this long and the built-in text is used. */
export const AI_PHRASING_TIMEOUT_MS = 3000;

/** How long raw page views are kept for the analytics dashboard. */
export const PAGE_VIEW_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
