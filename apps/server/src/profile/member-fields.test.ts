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

  it("keeps faith sensitive and the faith switch to its owner", () => {
    expect(SENSITIVE_MEMBER_FIELD_NAMES.sort()).toEqual(["religion", "religiousPractice", "sect"]);
    expect(PUBLIC_MEMBER_FIELD_NAMES).not.toContain("showFaith");
  });
});
