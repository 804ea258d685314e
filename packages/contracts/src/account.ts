import { z } from "zod";
import { DEACTIVATION_REASON_MAX, PASSWORD_MAX } from "./constants";
import { secretText, text } from "./text";

export const DELETE_CONFIRM_MESSAGE = "Confirmation Required: Please type 'delete my account' to confirm";
export const REACTIVATE_MISSING_MESSAGE = "Missing Information: Please enter both email and password";

/** POST /api/account/deactivate. `confirmation` must be DELETE_CONFIRM_PHRASE (any case). */
export const deactivateAccountSchema = z.object({
  reason: text({ multiline: true })
    .trim()
    .max(DEACTIVATION_REASON_MAX, "Reason is too long")
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  confirmation: text({ error: DELETE_CONFIRM_MESSAGE }).max(100, DELETE_CONFIRM_MESSAGE),
});
export type DeactivateAccountInput = z.input<typeof deactivateAccountSchema>;

/** POST /api/account/reactivate (anonymous). */
export const reactivateAccountSchema = z.object({
  email: text({ error: REACTIVATE_MISSING_MESSAGE })
    .trim()
    .min(1, REACTIVATE_MISSING_MESSAGE)
    .max(254)
    .transform((value) => value.toLowerCase()),
  password: secretText(REACTIVATE_MISSING_MESSAGE).min(1, REACTIVATE_MISSING_MESSAGE).max(PASSWORD_MAX),
});
export type ReactivateAccountInput = z.input<typeof reactivateAccountSchema>;
