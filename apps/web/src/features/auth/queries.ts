import { useMutation, useQuery } from "@tanstack/react-query";
import type { AuthConfig, CurrentUser, RegisterInput, UpdateUserInput } from "@ulfa/contracts";
import { api } from "../../api/client";
import { queryClient } from "../../api/queryClient";
import { fetchCurrentUser, userQueryKey } from "../../session/useCurrentUser";

/** Query keys of the auth feature. */
export const authKeys = {
  config: ["auth", "config"] as const,
};

interface MessageAnswer {
  message: string;
}
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
        return await api.get<AuthConfig>("/api/auth/config");
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
  useMutation({ mutationFn: (input: RegisterInput) => api.post<{ email: string; message: string }>("/api/auth/register", input) });

export const useLogin = () =>
  useMutation({ mutationFn: (input: { email: string; password: string }) => api.post<{ message: string; reactivated: boolean }>("/api/auth/login", input) });

export const useVerifyCode = () =>
  useMutation({ mutationFn: (input: { email: string; code: string }) => api.post<VerifyAnswer>("/api/auth/verify-email", input) });

/** The mailed link's token, sent only once the member confirms on the page (a cross-site visit must not sign in). */
export const useVerifyToken = () => useMutation({ mutationFn: (token: string) => api.post<VerifyAnswer>("/api/auth/verify-email/link", { token }) });

export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => api.post<MessageAnswer>("/api/auth/resend-verification", { email }) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => api.post<MessageAnswer>("/api/auth/forgot-password", { email }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: { token: string; password: string }) => api.post<MessageAnswer>("/api/auth/reset-password", input) });

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (input: Pick<UpdateUserInput, "bio" | "location" | "interests" | "profilePhoto" | "age" | "gender">) => api.patch<unknown>("/api/user", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
