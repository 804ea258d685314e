import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { loadConfig } from "../platform/config";
import { httpGeocoder, offlineGeocoder } from "./geocoder";
import { snapToGrid } from "./geo";

describe(`location save and reverse geocoding (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores only grid-snapped coordinates and fills city/country from the offline geocoder", async () => {
    const member = await createMember(t);
    const raw = { latitude: 24.713552, longitude: 46.675296 };
    const res = await member.request("POST", "/api/location", { ...raw, maxDistance: 30 });
    expect(res.statusCode).toBe(200);
    const snapped = snapToGrid(raw);
    expect(res.json()).toEqual({ message: expect.any(String), city: "Riyadh", cityAr: "الرياض", country: "Saudi Arabia", ...snapped, maxDistance: 30 });
    expect(snapped.latitude).not.toBe(raw.latitude);

    const user = (await member.request("GET", "/api/user")).json();
    expect([user.latitude, user.longitude]).toEqual([snapped.latitude, snapped.longitude]);
    expect([user.city, user.cityAr, user.country, user.maxDistance]).toEqual(["Riyadh", "الرياض", "Saudi Arabia", 30]);
    expect(user.location).toBe("Riyadh, Saudi Arabia");
    // The raw coordinates are nowhere in the row.
    const [row] = await t.app.deps.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, member.id) });
    expect(JSON.stringify(row)).not.toContain("24.713552");
  });

  it("keeps a city and country the browser supplied, and keeps maxDistance when absent", async () => {
    const member = await createMember(t, { maxDistance: 70, location: "My own words" });
    const res = await member.request("POST", "/api/location", { latitude: 51.5007, longitude: -0.1246, city: "Westminster", country: "UK" });
    expect(res.statusCode).toBe(200);
    // No Arabic name for a city the browser named that no geocoder knows.
    expect(res.json()).toMatchObject({ city: "Westminster", cityAr: null, country: "UK", maxDistance: 70 });
    expect((await member.request("GET", "/api/user")).json().location).toBe("My own words");
  });

  it("saves without city and country in the middle of nowhere", async () => {
    const member = await createMember(t);
    const res = await member.request("POST", "/api/location", { latitude: -45.5, longitude: -140.25, maxDistance: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: null, cityAr: null, country: null });
  });

  it("validates coordinates and distance", async () => {
    const member = await createMember(t);
    const cases = [
      { latitude: 91, longitude: 0 },
      { latitude: -90.5, longitude: 0 },
      { latitude: 0, longitude: 180.1 },
      { latitude: 0, longitude: -181 },
      { latitude: "north", longitude: 0 },
      { longitude: 10 },
      { latitude: 10, longitude: 10, maxDistance: 0 },
      { latitude: 10, longitude: 10, maxDistance: 101 },
      { latitude: 10, longitude: 10, maxDistance: 2.5 },
    ];
    for (const body of cases) {
      const res = await member.request("POST", "/api/location", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
    const user = (await member.request("GET", "/api/user")).json();
    expect(user.latitude).toBeNull();
  });

  it("answers reverse lookups for signed-in members only", async () => {
    const member = await createMember(t);
    const cairo = await member.request("GET", "/api/location/reverse?lat=30.05&lng=31.25");
    expect(cairo.statusCode).toBe(200);
    expect(cairo.json()).toEqual({ city: "Cairo", cityAr: "القاهرة", country: "Egypt" });
    const sea = await member.request("GET", "/api/location/reverse?lat=0&lng=-30");
    expect(sea.json()).toEqual({ city: null, cityAr: null, country: null });
    expect((await member.request("GET", "/api/location/reverse?lat=100&lng=0")).statusCode).toBe(400);
    expect((await member.request("GET", "/api/location/reverse?lat=abc&lng=0")).statusCode).toBe(400);
    expect((await anonymous(t, "GET", "/api/location/reverse?lat=30&lng=31")).statusCode).toBe(401);
    expect((await anonymous(t, "POST", "/api/location", { latitude: 1, longitude: 1 })).statusCode).toBe(401);
  });

  it("only ever changes the caller's own location", async () => {
    const a = await createMember(t);
    const b = await createMember(t, { latitude: 25.205, longitude: 55.275, city: "Dubai", country: "United Arab Emirates" });
    await a.request("POST", "/api/location", { latitude: 33.89, longitude: 35.5, maxDistance: 10 });
    const bUser = (await b.request("GET", "/api/user")).json();
    expect([bUser.latitude, bUser.city]).toEqual([25.205, "Dubai"]);
  });
});

describe("reverse geocoders", () => {
  it("reads GEOCODER_URL (unset means the offline list)", () => {
    const env = { DATA_DIR: tempDir(), SESSION_SECRET: "x".repeat(32) };
    expect(loadConfig(env).geocoderUrl).toBeUndefined();
    expect(loadConfig({ ...env, GEOCODER_URL: "https://nominatim.example/reverse" }).geocoderUrl).toBe("https://nominatim.example/reverse");
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it("offline: nearest listed city within 50 km, else null", async () => {
    const geo = offlineGeocoder();
    expect(await geo.lookup(25.28, 51.52)).toEqual({ city: "Doha", cityAr: "الدوحة", country: "Qatar" });
    expect(await geo.lookup(33.57, -7.6)).toEqual({ city: "Casablanca", cityAr: "الدار البيضاء", country: "Morocco" });
    expect(await geo.lookup(40.75, -73.99)).toEqual({ city: "New York", cityAr: "نيويورك", country: "United States" });
    expect(await geo.lookup(0, 0)).toBeNull();
  });

  it("http: reads a Nominatim answer, caches per grid cell, falls back offline on failure", async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: URL) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ address: { town: "Zarqa", country: "Jordan" } }), { status: 200 });
    }) as unknown as typeof fetch;
    const geo = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), fakeFetch);
    // No namedetails in the answer: the offline list's Arabic name of the same city and country.
    expect(await geo.lookup(32.0651, 36.0881)).toEqual({ city: "Zarqa", cityAr: "الزرقاء", country: "Jordan" });
    expect(await geo.lookup(32.0652, 36.0882)).toEqual({ city: "Zarqa", cityAr: "الزرقاء", country: "Jordan" });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain("format=jsonv2");
    expect(calls[0]).toContain("lat=32.065");

    const down = httpGeocoder("https://geo.example/reverse", offlineGeocoder(), (async () => new Response("", { status: 503 })) as unknown as typeof fetch);
    expect(await down.lookup(31.95, 35.93)).toEqual({ city: "Amman", cityAr: "عمّان", country: "Jordan" });
  });
});

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "ulfa-geo-"));
}
