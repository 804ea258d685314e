import { DEFAULT_PRIVACY, type PrivacySettings } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";

/** A member's privacy switches: the stored ones over the defaults (a row from before a switch existed lacks it). */
export const privacyOf = (row: Pick<UserRow, "privacy">): PrivacySettings => ({ ...DEFAULT_PRIVACY, ...row.privacy });
