import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "../platform/config";
import { isKnownPushService } from "./service-hosts";

describe("isKnownPushService", () => {
  it("accepts the browsers' push services and their subdomains", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-db5p.notify.windows.com/w/?token=x",
      "https://web.push.apple.com/QGx",
    ]) {
      expect(isKnownPushService(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
    }
  });

  it("refuses other hosts, look-alikes, plain http and junk", () => {
    for (const endpoint of [
      "https://127.0.0.1/push",
      "https://fcm.googleapis.com.evil.test/x",
      "https://evilfcm.googleapis.com.test/x",
      "https://notgoogleapis.com/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "not a url",
    ]) {
      expect(isKnownPushService(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
    }
  });
});
