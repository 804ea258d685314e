import { z } from "zod";
import { text } from "./text";

/** Web Push (RFC 8030/8291/8292): what a browser hands over when it subscribes, and what it is told. */

/** Longest push service URL accepted; real ones are well under 1 KB. */
export const PUSH_ENDPOINT_MAX = 2048;
/** Base64url key material of a subscription: p256dh is 65 bytes (88 chars), auth 16 bytes (22 chars). */
export const PUSH_KEY_MAX = 200;
/** How long a push service keeps an undelivered notification for an offline device. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** One HTTP exchange with a push service; well below JOB_LEASE_MS so a lease never lapses mid-send. */
export const PUSH_SEND_TIMEOUT_MS = 15_000;

const base64url = (name: string) =>
  text()
    .trim()
    .min(1)
    .max(PUSH_KEY_MAX)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

export const pushEndpointSchema = text()
  .trim()
  .max(PUSH_ENDPOINT_MAX)
  .regex(/^https:\/\/[^\s/?#@]+(\/\S*)?$/i, "endpoint must be an https URL");

/** POST /api/push/subscriptions: a PushSubscription's JSON, as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: pushEndpointSchema,
    keys: z.object({ p256dh: base64url("p256dh"), auth: base64url("auth") }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: this device's subscription. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema }).strict();

/** GET /api/push/public-key: the server's VAPID public key (`applicationServerKey`), base64url. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** dateCheckIn and dateAlert are safety notices (privacy/check-in.ts): sent whatever the switches and quiet hours. */
export const PUSH_EVENTS = ["match", "message", "superLike", "likesWaiting", "boostEnded", "dateCheckIn", "dateAlert"] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

/**
 * What a push carries to the service worker (apps/web/src/sw/push.ts shows it). No member data
 * beyond the sender's name, and the message text only when the member allows previews.
 */
export interface PushPayload {
  event: PushEvent;
  title: string;
  body: string;
  /** One notification per tag: a conversation's messages replace each other. */
  tag: string;
  /** The screen a click opens (a path of the app). */
  url: string;
  /** The conversation it is about, so a tab already showing it skips the notification. */
  matchId?: number;
  /** Unread messages, for the app badge. */
  unread?: number;
  lang: "en" | "ar";
  dir: "ltr" | "rtl";
}

/** Devices per member; a new one past this drops the oldest (each is a URL the server sends to). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** Characters of message text a notification shows when the member allows previews. */
export const PUSH_PREVIEW_MAX = 120;
