import { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "../push";
import { noContent, route } from "./route";

/** Web Push: the key browsers subscribe with, and this device's subscription. */
export const pushRoutes = {
  publicKey: route({ method: "GET", path: "/api/push/public-key", response: pushPublicKeySchema, access: "public" }),
  subscribe: route({ method: "POST", path: "/api/push/subscriptions", body: pushSubscriptionSchema, response: noContent, access: "member" }),
  unsubscribe: route({ method: "DELETE", path: "/api/push/subscriptions", body: pushUnsubscribeSchema, response: noContent, access: "member" }),
};
