import { z } from "zod";
import { INT_MAX } from "./constants";

/**
 * Ids, versions, cursors and counts the server hands to PostgreSQL `integer` columns: a number past
 * INT_MAX would pass a plain `.int()` and fail in the database (a 500 "out of range for type
 * integer"), so every such input is capped here and answers 400 instead.
 */
const tooLarge = `must be at most ${INT_MAX}`;

/** A whole number in a JSON body, 0..INT_MAX (versions, indexes, counts); `min` raises the floor. */
export const intValue = (min = 0) => z.number().int().min(min).max(INT_MAX, tooLarge);

/** A row id in a JSON body: 1..INT_MAX. */
export const intId = () => z.number().int().positive().max(INT_MAX, tooLarge);

/** A row id in a path or query string (text, coerced): 1..INT_MAX. */
export const intIdParam = () => z.coerce.number().int().positive().max(INT_MAX, tooLarge);
