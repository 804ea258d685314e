import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangeEmailInput, ChangePasswordInput } from "@ulfa/contracts";
import { userQueryKey } from "../../session/useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** POST /api/auth/change-password: this session stays, every other one ends. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => call(endpoints.auth.changePassword, { body: input }) });

/** POST /api/auth/change-email: mails a code (and a /verify-email link) to the new address. */
export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (input: ChangeEmailInput) => call(endpoints.auth.changeEmail, { body: input }) });

/** POST /api/auth/confirm-email-change: the code from that mail; the signed-in member is re-read. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(endpoints.auth.confirmEmailChange, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
