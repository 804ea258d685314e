import { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "../push";
import { noContent, route } from "./route";

/** Web Push: the key browsers subscribe with, and this device's subscription. */
export const pushRoutes = {
  publicKey: route({
    method: "GET",
    path: "/api/push/public-key",
    summary: "The server's Web Push (VAPID) public key",
    response: pushPublicKeySchema,
    access: "public",
  }),
  subscribe: route({
    method: "POST",
    path: "/api/push/subscriptions",
    summary: "Register this browser for push notifications",
    body: pushSubscriptionSchema,
    response: noContent,
    access: "member",
  }),
  unsubscribe: route({
    method: "DELETE",
    path: "/api/push/subscriptions",
    summary: "Unregister this browser from push notifications",
    body: pushUnsubscribeSchema,
    response: noContent,
    access: "member",
  }),
};
