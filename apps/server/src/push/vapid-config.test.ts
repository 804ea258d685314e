import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../platform/config";

describe("VAPID keys", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-vapid-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(32) };

  it("are generated on first start, kept in DATA_DIR and the same on the next start", () => {
    const first = loadConfig(base).push;
    expect(JSON.parse(readFileSync(path.join(dataDir, "vapid.json"), "utf8"))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(loadConfig(base).push.publicKey).toBe(first.publicKey);
    expect(first.subject).toBe("mailto:no-reply@localhost");
    expect(loadConfig({ ...base, APP_URL: "https://ulfa.example" }).push.subject).toBe("https://ulfa.example");
  });

  it("come from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY/VAPID_SUBJECT, both keys or none, and must be valid", () => {
    const keys = webpush.generateVAPIDKeys();
    const env = { ...base, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "mailto:ops@ulfa.example" };
    expect(loadConfig(env).push).toEqual({ ...keys, subject: "mailto:ops@ulfa.example" });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/go together/);
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: "short" })).toThrow(/VAPID settings are invalid/);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: "ops@ulfa.example" })).toThrow(/VAPID settings are invalid/);
  });
});
