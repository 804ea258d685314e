import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCATION_GRID_DEG, type NearbyMapUser } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, type TestApp, type TestMember } from "../../test/harness";
import { blocks, matches } from "../db/schema";

const LONDON = { latitude: 51.50123, longitude: -0.12111 };

async function match(t: TestApp, a: TestMember, b: TestMember) {
  const [userAId, userBId] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  await t.app.deps.db.insert(matches).values({ userAId, userBId, createdAt: t.clock.now() });
}

/** A member sharing and visible at `at`, through the API. */
async function onMap(m: TestMember, at = LONDON) {
  expect((await m.request("POST", "/api/location/sharing", { enabled: true })).statusCode).toBe(200);
  expect((await m.request("POST", "/api/location/visibility", { visible: true })).statusCode).toBe(200);
  expect((await m.request("POST", "/api/location/update", at)).statusCode).toBe(200);
}

async function nearby(m: TestMember): Promise<NearbyMapUser[]> {
  const res = await m.request("GET", "/api/map/nearby");
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Array.isArray(body)).toBe(true);
  return body as NearbyMapUser[];
}

const isCellCentre = (deg: number) => {
  const cells = deg / LOCATION_GRID_DEG - 0.5;
  return Math.abs(cells - Math.round(cells)) < 1e-6;
};

describe("map", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores the location snapped to the grid and answers the snapped point", async () => {
    const a = await createMember(t);
    const res = await a.request("POST", "/api/location/update", { latitude: 51.50123, longitude: -0.12111 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latitude: 51.505, longitude: -0.125 });
    const me = (await a.request("GET", "/api/user")).json();
    expect([me.latitude, me.longitude]).toEqual([51.505, -0.125]);
  });

  it("rejects coordinates out of range and missing fields", async () => {
    const a = await createMember(t);
    const bad = await a.request("POST", "/api/location/update", { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Latitude/);
    expect((await a.request("POST", "/api/location/update", { latitude: 10 })).statusCode).toBe(400);
    expect((await a.request("POST", "/api/location/sharing", { enabled: "yes" })).statusCode).toBe(400);
    expect((await a.request("POST", "/api/location/visibility", {})).statusCode).toBe(400);
  });

  it("answers 401 to anonymous callers", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/map/nearby", undefined],
      ["GET", "/api/map/config", undefined],
      ["POST", "/api/location/update", LONDON],
      ["POST", "/api/location/sharing", { enabled: true }],
      ["POST", "/api/location/visibility", { visible: true }],
    ] as const) {
      expect((await anonymous(t, method, url, body)).statusCode).toBe(401);
    }
  });

  it("needs sharing before visibility, and sharing off forces visibility off", async () => {
    const a = await createMember(t);
    const refused = await a.request("POST", "/api/location/visibility", { visible: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "LOCATION_SHARING_REQUIRED", message: "Enable location sharing in privacy settings first" });
    expect((await a.request("POST", "/api/location/sharing", { enabled: true })).json()).toEqual({ locationSharingEnabled: true, showOnMap: false });
    expect((await a.request("POST", "/api/location/visibility", { visible: true })).json()).toEqual({ locationSharingEnabled: true, showOnMap: true });
    expect((await a.request("POST", "/api/location/sharing", { enabled: false })).json()).toEqual({ locationSharingEnabled: false, showOnMap: false });
    // Hiding is always allowed.
    expect((await a.request("POST", "/api/location/visibility", { visible: false })).statusCode).toBe(200);
  });

  it("answers LOCATION_DISABLED to a viewer who does not share", async () => {
    const a = await createMember(t);
    const res = await a.request("GET", "/api/map/nearby");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: "LOCATION_DISABLED", message: expect.any(String) });
  });

  it("shows matched, sharing, visible members with cell-centre coordinates and a 1-decimal distance", async () => {
    const a = await createMember(t, { name: "Alice" });
    const b = await createMember(t, { name: "Bea", age: 33, profilePhoto: "/uploads/bea.jpg" });
    const stranger = await createMember(t);
    await match(t, a, b);
    await onMap(a);
    await onMap(b, { latitude: 51.5312, longitude: -0.1057 });
    await onMap(stranger, { latitude: 51.5011, longitude: -0.1212 });
    const list = await nearby(a);
    expect(list).toEqual([
      { id: b.id, name: "Bea", age: 33, latitude: 51.535, longitude: -0.105, profilePhoto: "/uploads/bea.jpg", isOnline: false, distance: 3.6 },
    ]);
    // A non-matched member never appears, even next door.
    expect(list.map((u) => u.id)).not.toContain(stranger.id);
    expect((await nearby(stranger)).map((u) => u.id)).toEqual([]);
  });

  it("honours the hidden mode, sharing off, the distance limit, privacy switches and blocks", async () => {
    const a = await createMember(t);
    const b = await createMember(t, { privacy: { showAge: false } });
    await match(t, a, b);
    await onMap(a);
    await onMap(b);
    expect((await nearby(a)).map((u) => [u.id, u.age])).toEqual([[b.id, null]]);

    // Hidden mode: B still sees A but A no longer sees B.
    await b.request("POST", "/api/location/visibility", { visible: false });
    expect(await nearby(a)).toEqual([]);
    expect((await nearby(b)).map((u) => u.id)).toEqual([a.id]);

    // Sharing off removes B from A's map for good (visibility forced off).
    await b.request("POST", "/api/location/visibility", { visible: true });
    await b.request("POST", "/api/location/sharing", { enabled: false });
    expect(await nearby(a)).toEqual([]);
    await b.request("POST", "/api/location/sharing", { enabled: true });
    expect(await nearby(a)).toEqual([]);
    await b.request("POST", "/api/location/visibility", { visible: true });
    expect(await nearby(a)).toHaveLength(1);

    // Beyond A's maximum distance (50 km): Oxford is about 80 km away.
    await b.request("POST", "/api/location/update", { latitude: 51.752, longitude: -1.2577 });
    expect(await nearby(a)).toEqual([]);
    await b.request("POST", "/api/location/update", LONDON);

    // A block hides both ways.
    await t.app.deps.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect(await nearby(a)).toEqual([]);
    expect(await nearby(b)).toEqual([]);
  });

  it("hides deactivated members", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await match(t, a, b);
    await onMap(a);
    await onMap(b);
    expect(await nearby(a)).toHaveLength(1);
    const { users } = await import("../db/schema");
    const { eq } = await import("drizzle-orm");
    await t.app.deps.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, b.id));
    expect(await nearby(a)).toEqual([]);
  });

  it("cannot be trilaterated: moves inside a cell change nothing, and coordinates are always cell centres", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await match(t, a, b);
    await onMap(a, { latitude: 51.4987, longitude: -0.1795 });

    // B walks a few hundred metres inside one grid cell: A sees exactly the same answer.
    const walk = [
      { latitude: 51.5201, longitude: -0.1391 },
      { latitude: 51.5229, longitude: -0.1352 },
      { latitude: 51.5247, longitude: -0.1318 },
      { latitude: 51.5263, longitude: -0.1386 },
    ];
    await onMap(b, walk[0]);
    const first = (await nearby(a))[0];
    for (const point of walk.slice(1)) {
      await b.request("POST", "/api/location/update", point);
      const seen = (await nearby(a))[0];
      expect([seen.latitude, seen.longitude, seen.distance]).toEqual([first.latitude, first.longitude, first.distance]);
    }

    // Across cells, every coordinate A receives is a cell centre, never B's real position.
    for (const point of [
      { latitude: 51.5301, longitude: -0.1401 },
      { latitude: 51.5417, longitude: -0.0923 },
      { latitude: 51.4623, longitude: -0.2149 },
      { latitude: 51.60999, longitude: -0.00001 },
    ]) {
      await b.request("POST", "/api/location/update", point);
      const seen = (await nearby(a))[0];
      expect(isCellCentre(seen.latitude) && isCellCentre(seen.longitude)).toBe(true);
      expect([seen.latitude, seen.longitude]).not.toEqual([point.latitude, point.longitude]);
      expect(Math.abs(seen.latitude - point.latitude)).toBeLessThanOrEqual(LOCATION_GRID_DEG / 2 + 1e-9);
    }
  });

  it("gives the web map its tile template", async () => {
    const a = await createMember(t);
    const res = await a.request("GET", "/api/map/config");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl: t.config.mapTileUrl, attribution: expect.stringContaining("OpenStreetMap") });
  });
});
