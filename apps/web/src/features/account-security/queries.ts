import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangeEmailInput, ChangePasswordInput } from "@ulfa/contracts";
import { api } from "../../api/client";
import { userQueryKey } from "../../session/useCurrentUser";

interface MessageAnswer {
  message: string;
}

/** POST /api/auth/change-password: this session stays, every other one ends. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => api.post<MessageAnswer>("/api/auth/change-password", input) });

/** POST /api/auth/change-email: mails a code (and a /verify-email link) to the new address. */
export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (input: ChangeEmailInput) => api.post<MessageAnswer>("/api/auth/change-email", input) });

/** POST /api/auth/confirm-email-change: the code from that mail; the signed-in member is re-read. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ email: string; message: string }>("/api/auth/confirm-email-change", { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
