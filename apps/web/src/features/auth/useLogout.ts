import { useMutation } from "@tanstack/react-query";
import { LOGOUT_RELOAD_DELAY_MS } from "@ulfa/contracts/constants";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../api/queryClient";
import { toast } from "../../ui/toast-store";
import { unsubscribeDevice } from "../notifications";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/**
 * Signs out: notifications off on this device, POST /api/auth/logout, then the cache is cleared, a toast
 * shows and the page reloads (after a moment, so the toast can be read). `isPending` drives "Logging out...".
 */
export function useLogout() {
  const { t } = useTranslation("auth");
  const mutation = useMutation({
    mutationFn: async () => {
      // While still signed in: this browser stops receiving the member's notifications.
      await unsubscribeDevice().catch(() => undefined);
      return call(endpoints.auth.logout);
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(["user"], null);
      toast({ title: t("logout.successTitle"), description: t("logout.successBody"), variant: "success" });
      window.setTimeout(() => window.location.assign("/"), LOGOUT_RELOAD_DELAY_MS);
    },
    onError: () => {
      toast({ title: t("logout.failedTitle"), description: t("logout.failedBody"), variant: "destructive" });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending || mutation.isSuccess };
}
