import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_IP_MAX_FAILURES, LOGIN_IP_MAX_FAILURES_RANGE, SIGN_UPS_PER_HOUR_DEFAULT, SIGN_UPS_PER_HOUR_RANGE, type AdminSiteResponse } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { newRegistration } from "../../test/auth";

const ADMIN = "limits-admin@example.test";

describe(`sign-up and sign-in limits from the admin screen (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
    member = await createMember(t);
  });
  afterAll(() => t?.close());

  const rulesNow = async () => ((await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse).settings.rules;
  const setRules = async (change: Record<string, unknown>) => {
    const loaded = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    return admin.request("PATCH", "/api/admin/site", { version: loaded.version, rules: { ...loaded.settings.rules, ...change } });
  };

  it("defaults to the built-in limits, and refuses values past the safe range, naming the field", async () => {
    expect(await rulesNow()).toMatchObject({ signUpsPerHour: SIGN_UPS_PER_HOUR_DEFAULT, failedSignInsPerAddress: LOGIN_IP_MAX_FAILURES });
    for (const [field, value] of [
      ["signUpsPerHour", SIGN_UPS_PER_HOUR_RANGE.min - 1],
      ["signUpsPerHour", SIGN_UPS_PER_HOUR_RANGE.max + 1],
      ["failedSignInsPerAddress", LOGIN_IP_MAX_FAILURES_RANGE.min - 1],
      ["failedSignInsPerAddress", 2.5],
    ] as const) {
      const res = await setRules({ [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await member.request("PATCH", "/api/admin/site", { version: 0, rules: await rulesNow() })).statusCode).toBe(403);
  });

  it("counts sign-ups per address against the saved setting", async () => {
    expect((await setRules({ signUpsPerHour: 12 })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await anonymous(t, "POST", "/api/auth/register", newRegistration())).statusCode);
    expect(statuses).toEqual([...Array<number>(12).fill(201), 429]);
  });

  it("counts failed sign-ins per address against the saved setting", async () => {
    expect((await setRules({ failedSignInsPerAddress: LOGIN_IP_MAX_FAILURES_RANGE.min })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_IP_MAX_FAILURES_RANGE.min; i++) {
      statuses.push((await anonymous(t, "POST", "/api/auth/login", { email: `stranger${i}@example.test`, password: "wrong password" })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_IP_MAX_FAILURES_RANGE.min).fill(401), 429]);
  });
});
