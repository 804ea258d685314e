import type { PushSubscriptionInput } from "@ulfa/contracts";
import { PUSH_SUBSCRIBE_TIMEOUT_MS } from "@ulfa/contracts/constants";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** The browser never finished subscribing (no push service reachable, a blocked service worker). */
export class PushTimeoutError extends Error {
  constructor() {
    super("push subscription timed out");
  }
}

/** `promise`, or PushTimeoutError once `ms` have passed without an answer. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** Web Push needs a service worker, the Push API and notifications; iOS only inside the installed app. */
export const pushSupported = (): boolean =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/** This browser's subscription, if notifications are on here. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes this browser with the server's VAPID key and hands the subscription over. */
export async function subscribeDevice(): Promise<"granted" | "denied"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  // The worker and the push service can leave these hanging for ever: they get a time limit (the
  // permission prompt above does not: the member is deciding).
  const registration = await withTimeout(navigator.serviceWorker.ready, PUSH_SUBSCRIBE_TIMEOUT_MS);
  const { publicKey } = await call(endpoints.push.publicKey);
  const subscription = await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }), PUSH_SUBSCRIBE_TIMEOUT_MS);
  await call(endpoints.push.subscribe, { body: subscription.toJSON() as PushSubscriptionInput });
  return "granted";
}

/** Turns notifications off here (also on sign-out, so the next person on this browser gets none of them). */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await call(endpoints.push.unsubscribe, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
}
