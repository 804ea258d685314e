import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, testDbKind, type TestApp } from "../../test/harness";

describe(`metrics (${testDbKind})`, () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp({ env: { METRICS_TOKEN: "s3cret-metrics-token" } });
    off = await createTestApp();
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it("is off without METRICS_TOKEN", async () => {
    const res = await off.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer anything" } });
    expect(res.statusCode).toBe(404);
  });

  it("401s without the bearer token or with a wrong one", async () => {
    for (const authorization of [undefined, "Bearer wrong", "Bearer s3cret-metrics-token-and-more", "s3cret-metrics-token", "Basic s3cret-metrics-token"]) {
      const res = await on.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("reports request latencies per route and event-loop lag in Prometheus format", async () => {
    await anonymous(on, "GET", "/api/health");
    const res = await on.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer s3cret-metrics-token" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/);
    expect(res.body).toContain("nodejs_eventloop_lag_seconds");
    expect(res.body).not.toContain('route="/metrics"');
  });
});
