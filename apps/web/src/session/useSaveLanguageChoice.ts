import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { CurrentUser, Language } from "@ulfa/contracts";
import { queryClient } from "../api/queryClient";
import { userQueryKey } from "./useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../api/call";

const asLanguage = (lang: string): Language => (lang.startsWith("ar") ? "ar" : "en");

/**
 * Whenever a signed-in member switches EN/AR (any LanguageSwitch), the choice is saved to their
 * account (PATCH /api/user), so their mails follow it. Only a switch saves: signing in on a device
 * set to another language leaves the account's choice alone.
 */
export function useSaveLanguageChoice(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const save = (lang: string) => {
      const user = queryClient.getQueryData<CurrentUser | null>(userQueryKey);
      const language = asLanguage(lang);
      if (!user || user.language === language) return;
      call(endpoints.users.update, { body: { language } })
        .then((updated) => queryClient.setQueryData(userQueryKey, updated))
        // Not worth interrupting the member: the next switch tries again.
        .catch(() => undefined);
    };
    i18n.on("languageChanged", save);
    return () => i18n.off("languageChanged", save);
  }, [i18n]);
}
