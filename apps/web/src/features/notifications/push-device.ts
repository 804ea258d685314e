import type { PushSubscriptionInput } from "@ulfa/contracts";
import { api, request } from "../../api/client";

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
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<{ publicKey: string }>("/api/push/public-key");
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await api.post("/api/push/subscriptions", subscription.toJSON() as PushSubscriptionInput);
  return "granted";
}

/** Turns notifications off here (also on sign-out, so the next person on this browser gets none of them). */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await request("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}
