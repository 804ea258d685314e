import { useMutation, useQuery } from "@tanstack/react-query";
import type { AuthConfig, CurrentUser, RegisterInput, UpdateUserInput } from "@ulfa/contracts";
import { queryClient } from "../../api/queryClient";
import { fetchCurrentUser, userQueryKey } from "../../session/useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** Query keys of the auth feature. */
export const authKeys = {
  config: ["auth", "config"] as const,
};

export interface VerifyAnswer {
  verified: boolean;
  message: string;
}

/** Whether "Continue with Google" is offered (GET /api/auth/config); a failure simply hides it. */
export function useAuthConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: async () => {
      try {
        return await call(endpoints.auth.config);
      } catch {
        return { googleEnabled: false } satisfies AuthConfig;
      }
    },
  });
}

/** Re-reads the session after the server set or cleared the cookie, and returns it. */
export async function refreshUser(): Promise<CurrentUser | null> {
  const user = await fetchCurrentUser();
  queryClient.setQueryData(userQueryKey, user);
  return user;
}

/**
 * An account from before onboarding without bio and interests goes to profile setup first; a member
 * in onboarding (or who went through it: a date of birth) goes there instead (docs/onboarding.md).
 */
export const needsProfileSetup = (user: CurrentUser) => !user.onboarding?.nextStep && !user.birthDate && !user.bio?.trim() && user.interests.length === 0;

export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterInput) => call(endpoints.auth.register, { body: input }) });

export const useLogin = () =>
  useMutation({ mutationFn: (input: { email: string; password: string }) => call(endpoints.auth.login, { body: input }) });

export const useVerifyCode = () =>
  useMutation({ mutationFn: (input: { email: string; code: string }) => call(endpoints.auth.verifyEmail, { body: input }) });

/** The mailed link's token, sent only once the member confirms on the page (a cross-site visit must not sign in). */
export const useVerifyToken = () => useMutation({ mutationFn: (token: string) => call(endpoints.auth.verifyEmailLink, { body: { token } }) });

/**
 * The mailed link's Confirm: verifies, which signs in, then reads the member it signed in, so what
 * the page offers next is chosen from that answer (null if it could not be read: the link still
 * worked).
 */
export const useConfirmEmailLink = () =>
  useMutation({
    mutationFn: async (token: string) => {
      await call(endpoints.auth.verifyEmailLink, { body: { token } });
      return refreshUser().catch(() => null);
    },
  });

export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => call(endpoints.auth.resendVerification, { body: { email } }) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => call(endpoints.auth.forgotPassword, { body: { email } }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: { token: string; password: string }) => call(endpoints.auth.resetPassword, { body: input }) });

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (input: Pick<UpdateUserInput, "bio" | "location" | "interests" | "profilePhoto" | "age" | "gender">) => call(endpoints.users.update, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
