import type { UserRow } from "../db/schema";
import { isFaithQuestion, QUESTION_BY_ID } from "./bank";

/**
 * The viewer's mandatory answers as one deck-statement parameter (discover/deck-statements.ts
 * `filters`): `{ questionId: { a: accepted choices, f: a faith question } }`, or null when they have
 * none, so one statement text serves every viewer and costs nothing for most.
 */
export function mandatoryParam(viewer: Pick<UserRow, "answers">): string | null {
  const wanted: Record<string, { a: string[]; f: boolean }> = {};
  for (const [id, answer] of Object.entries(viewer.answers ?? {})) {
    if (answer.i === "mandatory" && QUESTION_BY_ID.has(id)) wanted[id] = { a: answer.a, f: isFaithQuestion(id) };
  }
  return Object.keys(wanted).length ? JSON.stringify(wanted) : null;
}

/**
 * A strict filter on candidate `u`: none of the viewer's mandatory questions answered by u outside
 * what the viewer accepts. An unanswered question does not exclude (nothing is known against them);
 * a faith answer counts only while its owner shows their faith (docs/privacy.md). `param` is the
 * placeholder of mandatoryParam's value.
 */
export const mandatoryFilterSql = (param: string) => `(${param}::jsonb is null or not exists (
      select 1 from jsonb_each(${param}::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))`;
