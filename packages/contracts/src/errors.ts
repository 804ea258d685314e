import { z } from "zod";

/** Every error answer of the API (DECISIONS.md "Error bodies"). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  NOT_AUTHENTICATED: "NOT_AUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  VALIDATION_FAILED: "VALIDATION_FAILED",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "RATE_LIMITED",
  BAD_ORIGIN: "BAD_ORIGIN",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  ACCOUNT_DEACTIVATED: "ACCOUNT_DEACTIVATED",
  ACCOUNT_EXPIRED: "ACCOUNT_EXPIRED",
  ACCOUNT_SUSPENDED: "ACCOUNT_SUSPENDED",
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  DAILY_LIMIT_REACHED: "DAILY_LIMIT_REACHED",
  NO_SUPER_LIKES: "NO_SUPER_LIKES",
  NO_BOOSTS: "NO_BOOSTS",
  LOCATION_SHARING_REQUIRED: "LOCATION_SHARING_REQUIRED",
  LOCATION_DISABLED: "LOCATION_DISABLED",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  PREMIUM_REQUIRED: "PREMIUM_REQUIRED",
  INVALID_TOKEN: "INVALID_TOKEN",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const okMessageSchema = z.object({ message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;
