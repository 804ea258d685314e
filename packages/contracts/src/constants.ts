/** Product constants. The one place numbers live. */
/** The largest value of a PostgreSQL `integer` column (ids, versions, counts): inputs are capped at it (ids.ts). */
export const INT_MAX = 2_147_483_647;
export const AGE_MIN = 18;
export const AGE_MAX = 100;
/** Onboarding (docs/onboarding.md): photos and answered prompts a new member adds before the first deck. */
export const ONBOARDING_PHOTOS_MIN = 2;
export const ONBOARDING_PROMPTS_MIN = 3;
/** The deck's age range bounds (a member's filter). */
export const AGE_RANGE_MIN = 18;
export const AGE_RANGE_MAX = 99;
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
/**
 * Any uploaded image (photo, chat photo, selfie): read from its header before anything decodes it,
 * refused with 413 IMAGE_TOO_LARGE above this many pixels or this many pixels a side. A small file
 * can declare a huge canvas (a decompression bomb), so the byte limits alone do not cover this.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;
export const IMAGE_MAX_SIDE_PX = 12_000;
export const PHOTO_COMPRESS_MAX_PX = 600;
export const PHOTO_COMPRESS_QUALITY = 0.6;
export const SELFIE_CAPTURE_QUALITY = 0.8;

export const FREE_DAILY_SWIPES = 50;
export const SWIPE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FREE_DAILY_SUPER_LIKES = 1;
export const PREMIUM_DAILY_SUPER_LIKES = 5;
export const PREMIUM_MONTHLY_BOOSTS = 1;
export const BOOST_DURATION_MS = 30 * 60 * 1000;

// Calls to the payment provider: bounded, so an outage answers 503 quickly instead of hanging.
export const PAYMENT_PROVIDER_TIMEOUT_MS = 10_000;
export const PAYMENT_PROVIDER_RETRIES = 1;
/** Retry-After (seconds) of a 503 while the payment provider is unreachable. */
export const PAYMENTS_RETRY_AFTER_S = 30;

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
/** Server drops sockets silent for longer than this many hidden-tab heartbeats. */
export const SOCKET_SILENT_HEARTBEATS = 3;
export const TYPING_INDICATOR_MS = 4000;
/** Client reconnect backoff: starts at min, doubles, capped at max. */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** Redis presence keys expire unless refreshed by heartbeats (heals after an instance crash). */
export const PRESENCE_TTL_MS = 4 * 60 * 1000;

export const MESSAGE_MAX_LENGTH = 2000;
/** Chat photos: accepted up to this size, stored re-encoded with at most this many px per side. */
export const CHAT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_PHOTO_MAX_PX = 1600;
/** The tiny preview sent inside a photo message (shown blurred until the photo loads or is tapped). */
export const CHAT_PHOTO_PREVIEW_PX = 16;
/** Voice notes: at most 60 s; Opus at its highest browser bitrate stays well under 1 MB a minute. */
export const VOICE_NOTE_MAX_MS = 60_000;
export const VOICE_NOTE_MIN_MS = 200;
/** A recorder may run a little past VOICE_NOTE_MAX_MS before it stops: the length measured in the file may exceed it by this much. */
export const VOICE_NOTE_DURATION_SLACK_MS = 1_000;
export const VOICE_NOTE_MAX_BYTES = 1024 * 1024;

// Limits per member (not per IP: members behind one NAT share an address), counted on every instance
// together when Redis is set. RATE_LIMIT_MAX raises the counts (never the byte budget).
/** Messages of any kind a member may send per minute; a call offer counts as one (it may leave a "missed call" entry). */
export const MEMBER_MESSAGES_PER_MINUTE = 120;
/** Chat photos and voice notes a member may upload per minute. */
export const MEMBER_CHAT_UPLOADS_PER_MINUTE = 20;
/** Bytes of chat photos and voice notes a member may upload per CHAT_MEDIA_BUDGET_WINDOW_MS (as received, before re-encoding). */
export const MEMBER_CHAT_MEDIA_BYTES_PER_WINDOW = 50 * 1024 * 1024;
export const CHAT_MEDIA_BUDGET_WINDOW_MS = 60 * 60 * 1000;
/** The waveform a client sends with a voice note: this many levels at most, each 0..VOICE_WAVEFORM_MAX_LEVEL. */
export const VOICE_WAVEFORM_MAX_BARS = 64;
export const VOICE_WAVEFORM_MAX_LEVEL = 100;
/** A sender may unsend a message for both members for this long after sending it. */
export const UNSEND_WINDOW_MS = 15 * 60 * 1000;
/** The fixed reactions; one per member per message. */
export const CHAT_REACTIONS = ["❤️", "😂", "😮", "😢", "👍", "🔥"] as const;
/** Characters of a replied-to message quoted in the reply. */
export const REPLY_EXCERPT_LENGTH = 120;
export const REPORT_REASON_MAX = 1000;
export const DEACTIVATION_REASON_MAX = 1000;
export const DEACTIVATION_GRACE_MS = 30 * 24 * 60 * 60 * 1000;
export const DELETE_CONFIRM_PHRASE = "delete my account";
/** The phrase a member types to delete the account, in each interface language (issue 31); the server accepts any of them. */
export const DELETE_CONFIRM_PHRASES = { en: DELETE_CONFIRM_PHRASE, ar: "احذف حسابي" } as const;
/** Typed text as compared with the phrases: trimmed, one space between words, lower case, no Arabic diacritics or tatweel. */
export const normalizeConfirmPhrase = (typed: string) =>
  typed
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .toLowerCase();

export const MAP_ZOOM = 12;
export const MAP_MARKER_PX = 40;
export const MAP_MARKER_SELF_PX = 50;
/** Fallback map centre when the member has no coordinates (London). */
export const MAP_FALLBACK_CENTER = { latitude: 51.5074, longitude: -0.1278 } as const;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
/** How long the browser may take to subscribe to Web Push before the switch gives up with an error (some never answer). */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 15_000;
export const GEOLOCATION_MAX_AGE_MS = 60_000;

export const MOBILE_BREAKPOINT_PX = 640;
export const CHAT_MODAL_WIDTH_PX = 350;
export const CHAT_MODAL_HEIGHT_PX = 600;
/** From this width (Tailwind's lg) Matches is a messenger: the conversation list and the open thread side by side. */
export const MESSENGER_TWO_PANE_MIN_PX = 1024;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const REGISTER_TOAST_MS = 6000;
/** Sign-out reloads the page; it waits this long so the "Logged out" toast can be read first. */
export const LOGOUT_RELOAD_DELAY_MS = 1200;

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
/** Cookie the language switch sets (readable by the server, no secret), so a first paint is in the right language. */
export const LANGUAGE_COOKIE = "ulfa_lang";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** HTTP answers smaller than this go out uncompressed: below it compression costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Discovery: cards per deck request; the surprise match picks among this many top-scored candidates. */
export const DECK_LIMIT = 50;
/** A like's comment is at most this long (issue 33). */
export const LIKE_COMMENT_MAX = 200;
export const SURPRISE_TOP_CANDIDATES = 3;
/** The optional AI phrasing call gives up after this long and the built-in text is used. */
export const AI_PHRASING_TIMEOUT_MS = 3000;

/** How long raw page views are kept for the analytics dashboard. */
export const PAGE_VIEW_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
/** Admin and moderator actions are kept a year (staff/audit.ts prunes older ones). */
export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

/** Realtime limits (docs/api.md "Realtime limits"). Frames a socket may send: a steady rate with a burst. */
export const WS_SOCKET_FRAMES_PER_SECOND = 10;
export const WS_SOCKET_FRAME_BURST = 40;
/** The same for all of one member's sockets on a server together. */
export const WS_MEMBER_FRAMES_PER_SECOND = 20;
export const WS_MEMBER_FRAME_BURST = 80;
/** Dropped frames a socket may accumulate (refilled at the socket's frame rate) before it is closed with 4429. */
export const WS_DROPPED_FRAMES_BEFORE_CLOSE = 200;
/** Open sockets per member per server; one more is refused with 4409. */
export const WS_MAX_SOCKETS_PER_MEMBER = 8;
/** Bytes queued for a slow client above which typing and presence events are skipped for it. */
export const WS_SEND_SOFT_LIMIT_BYTES = 256 * 1024;
/** Bytes queued above which the socket is closed with 4408. */
export const WS_SEND_HARD_LIMIT_BYTES = 2 * 1024 * 1024;
/** Largest frame a client may send (1009 above it). */
export const WS_MAX_FRAME_BYTES = 64 * 1024;
/** At most one typing event per match and typist is relayed in this interval; the rest are dropped. */
export const TYPING_RELAY_INTERVAL_MS = 1000;
/** How long a typist's "who is the other member of match N" answer is kept (invalidated on match/unmatch). */
export const TYPING_MATCH_CACHE_MS = 30_000;
/** An unanswered call stops ringing after this long and is stored as a missed call. */
export const CALL_RING_TIMEOUT_MS = 30_000;
/** Longest SDP offer or answer accepted on /ws (real ones are a few KB; the frame cap is WS_MAX_FRAME_BYTES). */
export const CALL_SDP_MAX_LENGTH = 32 * 1024;
/** Longest ICE candidate line accepted on /ws. */
export const CALL_ICE_CANDIDATE_MAX_LENGTH = 1024;
/** The call screen reads the connection's state and media statistics this often. */
export const CALL_STATS_INTERVAL_MS = 1000;
/** Calls a server remembers at most (ringing or in progress), so forged offers cannot grow memory. */
export const CALLS_TRACKED_MAX = 10_000;
/** Session cookie -> member lookups are kept this long (ended sessions are dropped at once). */
export const SESSION_CACHE_TTL_MS = 10_000;
/**
 * Signed-in members' rows are kept this long at most; every change drops one at once (the database
 * announces it), so this only bounds what a missed announcement could cost.
 */
export const MEMBER_CACHE_TTL_MS = 30_000;
/** Rows kept at most per server (a row is about 2 KB). */
export const MEMBER_CACHE_MAX_ENTRIES = 20_000;
/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DEPENDENCY_RETRY_AFTER_S = 5;

// Durable job queue (mail first). A failed job is retried with exponential backoff until
// JOB_RETRY_WINDOW_MS after it was queued, then marked failed for admins to see.
export const JOB_POLL_MS = 1000;
export const JOB_LEASE_MS = 2 * 60 * 1000;
export const JOB_BACKOFF_BASE_MS = 5000;
export const JOB_BACKOFF_MAX_MS = 15 * 60 * 1000;
export const JOB_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const JOB_DONE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const JOB_RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Failed and waiting mails listed on the admin dashboard. */
export const MAIL_QUEUE_LIST_LIMIT = 20;

// Login limits (docs/security.md "Login limits"), besides the per-IP+e-mail route limit.
/** Failed sign-ins from one IP across all accounts within the window before that IP waits. */
export const LOGIN_IP_MAX_FAILURES = 20;
/**
 * The admin screen's range for failed sign-ins per address (site rules, default LOGIN_IP_MAX_FAILURES):
 * the floor keeps a household or office behind one address able to sign in after a few typos, the
 * ceiling keeps a password guesser slow (the per-account lock holds whatever is set).
 */
export const LOGIN_IP_MAX_FAILURES_RANGE = { min: 10, max: 500 } as const;
/** Sign-ups per address per hour (site rules): a launch evening behind one NAT needs more than the default. */
export const SIGN_UPS_PER_HOUR_DEFAULT = 100;
export const SIGN_UPS_PER_HOUR_RANGE = { min: 5, max: 1000 } as const;
export const LOGIN_IP_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins on one account, from any IP, within the window before the account is locked. */
export const LOGIN_ACCOUNT_MAX_FAILURES = 5;
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
/** The first lock lasts this long; each further lock within LOGIN_LOCK_MEMORY_MS doubles it, up to the cap. */
export const LOGIN_LOCK_BASE_MS = 60 * 1000;
export const LOGIN_LOCK_MAX_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MEMORY_MS = 24 * 60 * 60 * 1000;

// Trust and safety on the server's own CPU (docs/features.md "Trust and safety").
/** A profile photo whose explicit-content probability (Porn + Hentai) reaches this is refused; SAFETY_NUDITY_THRESHOLD overrides. */
export const SAFETY_NUDITY_THRESHOLD_DEFAULT = 0.7;
/** The longest one classification may take (queue included) before the upload is answered 503. */
export const SAFETY_CLASSIFY_TIMEOUT_MS = 30_000;
/** Admins see this many latest photo decisions. */
export const SAFETY_DECISIONS_LIST_LIMIT = 50;
/** The moderation page asks for the photo decisions this many at a time. */
export const SAFETY_DECISIONS_PAGE = 20;
/** The merged moderation queue (reports, signals, selfies): items per page by default and at most, and the furthest offset. */
export const MODERATION_QUEUE_PAGE_DEFAULT = 20;
export const MODERATION_QUEUE_PAGE_MAX = 50;
export const MODERATION_QUEUE_OFFSET_MAX = 10_000;
/** What the merged queue lists: open reports, members with trust signals or on hold, selfies for a person to compare. */
export const MODERATION_QUEUE_KINDS = ["report", "signal", "verification"] as const;
export type ModerationQueueKind = (typeof MODERATION_QUEUE_KINDS)[number];
/** A selfie whose face matches the member's photos at least this well is verified automatically; SAFETY_SELFIE_APPROVE overrides. */
export const SELFIE_APPROVE_SIMILARITY_DEFAULT = 0.65;
/** Below this the selfie is rejected automatically; in between it goes to the admins' queue with its score. SAFETY_SELFIE_REJECT overrides. */
export const SELFIE_REJECT_SIMILARITY_DEFAULT = 0.35;
/** How long a pose challenge (GET /api/verify-profile/challenge) may be answered. */
export const SELFIE_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** "Tilt your head": the head's roll must reach this many radians (about 10 degrees) either way. */
export const SELFIE_TILT_MIN_RAD = 0.17;
/** "Turn your head": the head's yaw must reach this many radians (about 12 degrees) either way. */
export const SELFIE_TURN_MIN_RAD = 0.21;
/** The face model works on images at most this many pixels a side (bigger ones are scaled down first). */
export const FACE_INPUT_MAX_PX = 800;
/** A pose challenge's token is far shorter than this. */
export const SELFIE_CHALLENGE_TOKEN_MAX = 200;
/**
 * A selfie whose face matches one of the member's own photos at least this closely is that photo
 * again (the same picture scores 1, turned 25 degrees about 0.96; two real captures of one person
 * score far lower), not a new capture, and is refused.
 */
export const SELFIE_SAME_CAPTURE_SIMILARITY = 0.95;
/** After this many selfies refused by the automatic check (since the last human decision) a member may ask for a human review. */
export const SELFIE_HUMAN_REVIEW_AFTER_FAILURES = 3;
/** Widths a photo is served at (`?w=`, rounded up to one of these) for srcset; AVIF made at upload, WebP on first request. */
export const PHOTO_VARIANT_WIDTHS = [320, 480, 640, 960] as const;
export const PHOTO_VARIANT_FORMATS = ["avif", "webp"] as const;
/**
 * The `sizes` of a deck card's photo: one column on phones, at most 24rem from the `sm` breakpoint.
 * The web's cards use it, and the server's preload of the top card's photo in /home's HTML must pick
 * the same copy.
 */
export const CARD_PHOTO_SIZES = "(min-width: 640px) 24rem, 100vw";
export type PhotoVariantFormat = (typeof PHOTO_VARIANT_FORMATS)[number];

// Here rather than beside the schemas and answers that use them: the web reads them without loading zod.
export const LIKE_MESSAGES = {
  match: "It's a Match!",
  like: "Like Sent!",
  superLike: "Super Like Sent!",
  pass: "Passed",
  alreadySwiped: "Already swiped on this profile",
  held: "Your account is under review: your like is kept and delivered once a moderator has looked",
} as const;

export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;

export const REPORT_REASONS = ["fake_profile", "inappropriate_content", "harassment", "spam", "underage", "other"] as const;

export const VERIFICATION_NOTE_MAX = 500;

// Stored media nothing refers to any more (a deletion that failed for good, a crash between a row's
// delete and its file's) is found by a daily sweep; a file younger than the grace period is left
// alone, since an upload is stored a moment before the row that refers to it.
export const MEDIA_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
export const MEDIA_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
// --- Privacy and modesty (docs/privacy.md) ---
/** The durations a member may snooze for; null (not listed) means until they wake themselves. */
export const SNOOZE_HOURS = [24, 72, 168] as const;
export type SnoozeHours = (typeof SNOOZE_HOURS)[number];
/** Hidden words: entries a member may keep, and how long one may be. */
export const HIDDEN_WORDS_MAX = 200;
export const HIDDEN_WORD_MAX_LENGTH = 60;
/** Chaperones (wali): at most this many active at a time; their link lives this many days. */
export const CHAPERONES_MAX = 3;
export const CHAPERONE_LINK_DAYS = 30;
/** How many of a chaperone's page views the member's log shows. */
export const CHAPERONE_LOG_MAX = 50;
/** A shared date plan's link lives until this many hours after the date (and at most DATE_SHARE_MAX_DAYS ahead). */
export const DATE_SHARE_GRACE_HOURS = 24;
export const DATE_SHARE_MAX_DAYS = 60;
export const DATE_PLACE_MAX = 200;
/** The notices a conversation can hold (messages of kind "notice"): a chaperone started or stopped reading it. */
export const NOTICES = ["chaperone_on", "chaperone_off"] as const;

/**
 * Questions that match (docs/questions.md). Each importance weighs a question in how well the other
 * member's answers satisfy yours (OkCupid's published weights): irrelevant questions count for
 * nothing, a mandatory one outweighs everything else together.
 */
export const QUESTION_IMPORTANCE = ["irrelevant", "little", "somewhat", "very", "mandatory"] as const;
export type QuestionImportance = (typeof QUESTION_IMPORTANCE)[number];
export const QUESTION_IMPORTANCE_WEIGHTS: Record<QuestionImportance, number> = { irrelevant: 0, little: 1, somewhat: 10, very: 50, mandatory: 250 };
/** Below this many questions answered by both, no percentage is shown (matchPercent null): too few to mean anything. */
export const QUESTION_MATCH_MIN_COMMON = 3;
/** How many questions onboarding suggests answering first. */
export const QUESTIONS_ONBOARDING = 5;
/** Opening Moves: at most this many questions, each at most this long. */
export const OPENING_MOVES_MAX = 3;
export const OPENING_MOVE_MAX_LENGTH = 150;
/** Your Turn: a conversation waits on you once the other member wrote last more than this long ago. */
export const YOUR_TURN_WAIT_HOURS = 24;
/** Your Turn's default: this many waiting conversations stop new likes (site rule; 0 turns it off). */
export const YOUR_TURN_DEFAULT = 5;
export const YOUR_TURN_MAX = 50;
/** Travel: a trip lasts at most this many days. */
export const TRAVEL_MAX_DAYS = 30;
export const TRAVEL_CITY_MAX = 100;
/** Date check-in: with no "I'm OK" this long after "Are you OK?", the trusted contact is alerted. */
export const DATE_CHECK_IN_GRACE_MINUTES = 30;

// Member administration (docs/operating.md "Members").
/** Members per page of the staff's member search. */
export const MEMBER_SEARCH_PAGE_DEFAULT = 20;
export const MEMBER_SEARCH_PAGE_MAX = 50;
/** A timed suspension lasts one of these many days; `null` in the request: for good. */
export const SUSPENSION_DAYS = [1, 7, 30] as const;
export const SUSPENSION_REASON_MAX = 500;
export const STAFF_NOTE_MAX = 2000;
/** How often the suspension-expiry job lifts suspensions whose time is up (sign-in also checks). */
export const SUSPENSION_EXPIRY_EVERY_MS = 60 * 1000;
/** Rows of each list on a member's page (reports, signals, payments, audit entries). */
export const MEMBER_PAGE_LIST_LIMIT = 50;
/** The announcement banner: one short line per language. */
export const ANNOUNCEMENT_MAX = 280;

/** The most ids one bulk moderation call takes (POST /api/moderation/<list>/bulk): a page and more, never the whole table. */
export const MODERATION_BULK_MAX = 100;
/** What each list does in bulk: its single actions that need no per-member judgement (no suspension: that asks for a term and a reason, one member at a time). */
export const REPORT_BULK_ACTIONS = ["dismiss"] as const;
export const SIGNAL_BULK_ACTIONS = ["clear", "hold", "dismiss"] as const;
export const VERIFICATION_BULK_ACTIONS = ["approve", "reject"] as const;
export const APPROVAL_BULK_ACTIONS = ["approve"] as const;
