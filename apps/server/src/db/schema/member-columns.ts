import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, text } from "drizzle-orm/pg-core";
import { MEMBER_FIELD_NAMES, MEMBER_FIELDS, memberFieldStorage, type MemberFieldName, type MemberFieldStorageOf } from "@ulfa/contracts";

/**
 * The users table's column for each member field (contracts member-fields.ts), built from the
 * entry's column name and how its value is kept (memberFieldStorage): a new field needs no edit
 * here, only its migration. These builders make the same columns the migrations made by hand
 * (`drizzle-kit generate` finds nothing to change): optional text and whole numbers are nullable,
 * lists are jsonb arrays defaulting to [], switches default to false.
 */
const builders = {
  text: (column: string) => text(column),
  integer: (column: string) => integer(column),
  boolean: (column: string) => boolean(column).notNull().default(false),
  list: (column: string) => jsonb(column).$type<string[]>().notNull().default(sql`'[]'::jsonb`),
};
type Builders = typeof builders;

export type MemberFieldColumns = { [K in MemberFieldName]: ReturnType<Builders[MemberFieldStorageOf<K>]> };

/** Fresh builders on every call (a builder belongs to the one table it is spread into). */
export const memberFieldColumns = (): MemberFieldColumns =>
  // Each entry's builder is the one its storage names, which MemberFieldColumns spells per field.
  Object.fromEntries(MEMBER_FIELD_NAMES.map((name) => [name, builders[memberFieldStorage(name)](MEMBER_FIELDS[name].column)])) as Record<MemberFieldName, unknown> as MemberFieldColumns;
