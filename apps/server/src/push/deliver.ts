import { PUSH_TTL_SECONDS, type PushPayload } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import { pushEndpointUrl } from "./endpoint";
import { deleteSubscriptionById, findSubscription } from "./repo";
import { sendPush, WebPushError } from "./send";

interface Delivery {
  subscriptionId: number;
  payload: PushPayload;
}

/** The push service no longer knows this subscription (RFC 8030 §7.3): the browser unsubscribed. */
const GONE = new Set([404, 410]);
/** Worth another try: the push service is busy or down. Any other 4xx will not get better. */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * Sends one encrypted notification (aes128gcm, RFC 8291) to one device, signed with the server's
 * VAPID key (RFC 8292), to the endpoint as validated by `pushEndpointUrl`. Network errors and 429/5xx are thrown, so the job queue
 * retries with backoff; 404/410 removes the subscription.
 */
export const pushDeliverJob: JobKind<Deps, Delivery> = {
  name: "push.deliver",
  async run(deps, { subscriptionId, payload }) {
    const device = await findSubscription(deps.db, subscriptionId);
    if (!device) return;
    const { push, pushServiceHosts } = deps.config;
    // Checked again at send time: rows stored before a rule tightened, or an allow-list that changed.
    const url = pushEndpointUrl(device.endpoint, pushServiceHosts);
    if (!url) {
      deps.log.warn({ subscriptionId }, "push endpoint no longer allowed; subscription removed");
      return deleteSubscriptionById(deps.db, device.id);
    }
    try {
      await sendPush(push, url, { p256dh: device.p256dh, auth: device.auth }, JSON.stringify(payload), {
        TTL: PUSH_TTL_SECONDS,
        // The push service keeps only the newest undelivered notification of a topic.
        topic: payload.tag,
        urgency: payload.event === "message" || payload.event === "match" ? "high" : "normal",
        timeout: deps.config.timeouts.pushSendMs,
      });
    } catch (err) {
      // The name resolved to a private or link-local address: never contacted, and it will not get better.
      if ((err as NodeJS.ErrnoException).code === "EREFUSED_ADDRESS") {
        deps.log.warn({ subscriptionId }, "push service resolved to a refused address; subscription removed");
        return deleteSubscriptionById(deps.db, device.id);
      }
      if (!(err instanceof WebPushError)) throw err;
      if (GONE.has(err.statusCode)) return deleteSubscriptionById(deps.db, device.id);
      if (retryable(err.statusCode)) throw new Error(`push service answered ${err.statusCode}`);
      deps.log.warn({ status: err.statusCode, subscriptionId, body: err.body.slice(0, 200) }, "push refused; not retried");
    }
  },
  // The payload may hold a message preview: once sent only the device and event stay.
  summary: ({ subscriptionId, payload }) => ({ subscriptionId, event: payload.event }),
};

export function queueDelivery(deps: Deps, subscriptionId: number, payload: PushPayload): Promise<void> {
  return deps.jobs.enqueue(pushDeliverJob.name, { subscriptionId, payload });
}
