import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, type TestApp, type TestMember } from "../../test/harness";
import { validationMessage } from "./validation-message";

let t: TestApp;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
});
afterAll(async () => t?.close());

describe("a validation 400 names its field", () => {
  it("names a top-level field in zod's own capitalised message", async () => {
    const response = await member.request("PATCH", "/api/user", { bio: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "bio: Invalid input: expected string, received number", code: "VALIDATION_FAILED" });
  });

  it("names a nested field by its whole path", async () => {
    const response = await member.request("PATCH", "/api/user", { privacy: { showAge: "yes" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "privacy.showAge: Invalid input: expected boolean, received string", code: "VALIDATION_FAILED" });
  });

  it("leaves a contract sentence that already names the field as it is", async () => {
    const response = await member.request("POST", "/api/auth/change-password", { currentPassword: "", newPassword: "fresh password" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Current password is required");
  });

  it("changes nothing in the member's data on a refused update", async () => {
    await member.request("PATCH", "/api/user", { bio: "kept" });
    expect((await member.request("PATCH", "/api/user", { bio: "new", privacy: { incognito: 1 } })).statusCode).toBe(400);
    expect((await member.request("GET", "/api/user")).json().bio).toBe("kept");
  });
});

describe("validationMessage", () => {
  it.each([
    ["/bio", "Invalid input: expected string, received number", "bio: Invalid input: expected string, received number"],
    ["/location/city", "Too big: expected string to have <=80 characters", "location.city: Too big: expected string to have <=80 characters"],
    ["/prompts/0/answer", "An answer cannot be empty", "An answer cannot be empty"],
    ["/coreValues/2", "Core value is too long", "Core value is too long"],
    ["/newPassword", "Password must be at least 6 characters", "Password must be at least 6 characters"],
    ["/name", "contains control characters that are not allowed", "name: contains control characters that are not allowed"],
    ["/name", "name: already named", "name: already named"],
    ["/rules/prices/superLikePacks", "must list 3 prices, one per pack", "rules.prices.superLikePacks: must list 3 prices, one per pack"],
    ["/age", "Invalid message", "age: Invalid message"],
    ["", "Invalid input: expected object, received null", "Invalid input: expected object, received null"],
  ])("%s with %j reads %j", (path, message, expected) => {
    expect(validationMessage(path, message)).toBe(expected);
  });

  it("falls back to a plain sentence when zod gives none", () => {
    expect(validationMessage("/bio", undefined)).toBe("bio: Invalid request");
    expect(validationMessage(undefined, undefined)).toBe("Invalid request");
  });
});
