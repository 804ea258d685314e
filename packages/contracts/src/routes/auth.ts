import {
  authConfigSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeResponseSchema,
  confirmEmailChangeSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailCodeSchema,
  verifyEmailLinkSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from "../auth";
import { okMessageSchema } from "../errors";
import { route } from "./route";

/** Accounts: registration, e-mail verification, sign-in and out, passwords, e-mail change. */
export const authRoutes = {
  config: route({ method: "GET", path: "/api/auth/config", response: authConfigSchema, access: "public" }),
  register: route({
    method: "POST",
    path: "/api/auth/register",
    body: registerSchema,
    response: registerResponseSchema,
    status: 201,
    access: "public",
  }),
  verifyEmail: route({
    method: "POST",
    path: "/api/auth/verify-email",
    body: verifyEmailCodeSchema,
    response: verifyEmailResponseSchema,
    access: "public",
  }),
  verifyEmailLink: route({
    method: "POST",
    path: "/api/auth/verify-email/link",
    body: verifyEmailLinkSchema,
    response: verifyEmailResponseSchema,
    access: "public",
  }),
  verifyEmailFromLink: route({
    method: "GET",
    path: "/api/auth/verify-email",
    query: verifyEmailQuerySchema,
    response: verifyEmailResponseSchema,
    access: "public",
  }),
  resendVerification: route({
    method: "POST",
    path: "/api/auth/resend-verification",
    body: resendVerificationSchema,
    response: okMessageSchema,
    access: "public",
  }),
  /** Public: it ends a session this browser may already hold, but needs none. */
  login: route({ method: "POST", path: "/api/auth/login", body: loginSchema, response: loginResponseSchema, access: "public" }),
  logout: route({ method: "POST", path: "/api/auth/logout", response: okMessageSchema, access: "optional" }),
  forgotPassword: route({
    method: "POST",
    path: "/api/auth/forgot-password",
    body: forgotPasswordSchema,
    response: okMessageSchema,
    access: "public",
  }),
  resetPassword: route({ method: "POST", path: "/api/auth/reset-password", body: resetPasswordSchema, response: okMessageSchema, access: "public" }),
  changePassword: route({
    method: "POST",
    path: "/api/auth/change-password",
    body: changePasswordSchema,
    response: okMessageSchema,
    access: "member",
  }),
  changeEmail: route({ method: "POST", path: "/api/auth/change-email", body: changeEmailSchema, response: okMessageSchema, access: "member" }),
  confirmEmailChange: route({
    method: "POST",
    path: "/api/auth/confirm-email-change",
    body: confirmEmailChangeSchema,
    response: confirmEmailChangeResponseSchema,
    access: "member",
  }),
};
