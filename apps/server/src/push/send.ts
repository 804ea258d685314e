import { Agent, request } from "node:https";
import webpush, { WebPushError, type RequestOptions } from "web-push";
import type { VapidSettings } from "../platform/config";
import { isPublicAddress, safeLookup } from "../platform/public-address";

/** The push service's answer when it is not 2xx, the same error class `web-push` throws. */
export { WebPushError };

const agents = new WeakMap<VapidSettings, Agent>();
/**
 * One keep-alive agent per VAPID settings whose DNS lookup refuses private, loopback and link-local
 * addresses at connect time: an allowed push service name that resolves inward is never contacted.
 */
const agentFor = (push: VapidSettings) => {
  let agent = agents.get(push);
  if (!agent) {
    agent = new Agent({ keepAlive: true, ca: push.testCa, lookup: safeLookup(push.testIsAllowedAddress ?? isPublicAddress) as never });
    agents.set(push, agent);
  }
  return agent;
};

/**
 * Sends one Web Push request to `url`, the URL `pushEndpointUrl` validated. `web-push` builds the
 * encrypted body and the VAPID headers (its audience is the URL's origin, which for a canonical URL
 * is the same under either parser), and the request is made here with the validated URL object,
 * so what is contacted is exactly what was checked, never a second parse of the text.
 */
export function sendPush(push: VapidSettings, url: URL, keys: { p256dh: string; auth: string }, body: string, options: RequestOptions & { timeout: number }) {
  const details = webpush.generateRequestDetails({ endpoint: url.href, keys }, body, {
    ...options,
    vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
  });
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method: details.method, headers: details.headers, agent: agentFor(push) }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("error", reject);
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        clearTimeout(deadline);
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) reject(new WebPushError("Received unexpected response code", status, res.headers as Record<string, string>, text, url.href));
        else resolve(status);
      });
    });
    // One deadline for the whole send, not the socket's idle timeout: a service that trickles its
    // answer a byte at a time would reset that forever and hold the job queue of this instance.
    const deadline = setTimeout(() => req.destroy(Object.assign(new Error("push service timed out"), { code: "ETIMEDOUT" })), options.timeout);
    deadline.unref();
    req.on("close", () => clearTimeout(deadline));
    req.on("error", reject);
    if (details.body) req.write(details.body);
    req.end();
  });
}
