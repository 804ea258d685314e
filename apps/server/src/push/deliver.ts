import { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import { PUSH_SEND_TIMEOUT_MS, PUSH_TTL_SECONDS, type PushPayload } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import type { VapidSettings } from "../platform/config";
import { deleteSubscriptionById, findSubscription } from "./repo";

interface Delivery {
  subscriptionId: number;
  payload: PushPayload;
}

/** The push service no longer knows this subscription (RFC 8030 §7.3): the browser unsubscribed. */
const GONE = new Set([404, 410]);
/** Worth another try: the push service is busy or down. Any other 4xx will not get better. */
const retryable = (status: number) => status === 429 || status >= 500;

const agents = new WeakMap<VapidSettings, Agent>();
const agentFor = (push: VapidSettings) => {
  if (!push.testCa) return undefined;
  if (!agents.has(push)) agents.set(push, new Agent({ ca: push.testCa }));
  return agents.get(push);
};

/**
 * Sends one encrypted notification (aes128gcm, RFC 8291) to one device, signed with the server's
 * VAPID key (RFC 8292), through `web-push`. Network errors and 429/5xx are thrown, so the job queue
 * retries with backoff; 404/410 removes the subscription.
 */
export const pushDeliverJob: JobKind<Deps, Delivery> = {
  name: "push.deliver",
  async run(deps, { subscriptionId, payload }) {
    const device = await findSubscription(deps.db, subscriptionId);
    if (!device) return;
    const { push } = deps.config;
    try {
      await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
        TTL: PUSH_TTL_SECONDS,
        // The push service keeps only the newest undelivered notification of a topic.
        topic: payload.tag,
        urgency: payload.event === "message" || payload.event === "match" ? "high" : "normal",
        timeout: PUSH_SEND_TIMEOUT_MS,
        agent: agentFor(push),
      });
    } catch (err) {
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
