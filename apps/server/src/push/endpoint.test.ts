import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "../platform/config";
import { pushEndpointUrl } from "./endpoint";
import { CONFUSING_ENDPOINTS } from "../../test/push-endpoints";


describe("pushEndpointUrl", () => {
  it("accepts the browsers' real endpoints, canonical, and hands back the URL to send to", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/cJk1V2:APA91bH-x_y~z",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-_9x",
      "https://wns2-db5p.notify.windows.com/w/?token=BQYAAAB%2bx%2fy%3d",
      "https://web.push.apple.com/QGx0-abc_DEF",
    ]) {
      const url = pushEndpointUrl(endpoint, DEFAULT_PUSH_SERVICE_HOSTS);
      expect(url?.href, endpoint).toBe(endpoint);
    }
  });

  it("refuses every parser-confusion string, IP literal, userinfo, port, trailing dot, uppercase or encoded host", () => {
    for (const endpoint of CONFUSING_ENDPOINTS) expect(pushEndpointUrl(endpoint, DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBeNull();
    // Even when an operator puts an address on the list, an IP literal is never a push service.
    expect(pushEndpointUrl("https://10.0.0.5/x", ["10.0.0.5"])).toBeNull();
  });

  it("compares hosts exactly: `*.` admits subdomains, a port must be on the list to be used", () => {
    expect(pushEndpointUrl("https://a.push.test/x", ["push.test"])).toBeNull();
    expect(pushEndpointUrl("https://a.push.test/x", ["*.push.test"])?.hostname).toBe("a.push.test");
    expect(pushEndpointUrl("https://push.test/x", ["*.push.test"])).toBeNull();
    expect(pushEndpointUrl("https://push.test:8443/x", ["push.test"])).toBeNull();
    expect(pushEndpointUrl("https://push.test:8443/x", ["push.test:8443"])?.port).toBe("8443");
    expect(pushEndpointUrl("https://push.test/x", ["push.test:8443"])).toBeNull();
  });
});
