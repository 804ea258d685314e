import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { MEMBER_FIELD_NAMES, MEMBER_FIELDS, memberFieldsSelectSql, PUBLIC_MEMBER_FIELD_NAMES, SENSITIVE_MEMBER_FIELD_NAMES } from "@ulfa/contracts";
import { users } from "../db/schema";

describe("the member fields registry against the users table", () => {
  it("names each field's real column under the Drizzle property of the same name", () => {
    const columns = getTableColumns(users);
    for (const name of MEMBER_FIELD_NAMES) expect(columns[name]?.name, name).toBe(MEMBER_FIELDS[name].column);
  });

  it("gives the deck a select list under the property names", () => {
    const select = memberFieldsSelectSql("u");
    expect(select).toContain(`u.height_cm as "heightCm"`);
    expect(select).toContain("u.occupation");
    expect(select).not.toMatch(/u\.height\b|u\.education\b/);
  });

  it("gives every number its bounds and every text its length, and the API takes exactly those", () => {
    for (const name of MEMBER_FIELD_NAMES) {
      const spec: { control: string; write: { safeParse(v: unknown): { success: boolean } }; bounds?: { min: number; max: number }; maxLength?: number } = MEMBER_FIELDS[name];
      if (spec.control === "number") {
        expect(spec.bounds, name).toBeDefined();
        const { min, max } = spec.bounds!;
        expect([min - 1, min, max, max + 1].map((v) => spec.write.safeParse(v).success), name).toEqual([false, true, true, false]);
      }
      if (spec.control === "text") {
        expect(spec.maxLength, name).toBeDefined();
        expect([spec.maxLength!, spec.maxLength! + 1].map((n) => spec.write.safeParse("a".repeat(n)).success), name).toEqual([true, false]);
      }
    }
  });

  it("keeps faith sensitive and the faith switch to its owner", () => {
    expect(SENSITIVE_MEMBER_FIELD_NAMES.sort()).toEqual(["religion", "religiousPractice", "sect"]);
    expect(PUBLIC_MEMBER_FIELD_NAMES).not.toContain("showFaith");
  });
});
