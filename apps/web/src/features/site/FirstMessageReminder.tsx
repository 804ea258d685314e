import { useTranslation } from "react-i18next";
import type { Gender } from "@ulfa/contracts";
import { useSite } from "./useSite";

/**
 * Under "women write first" (site settings), a reminder in a new conversation between a woman and
 * a man until she has written: she is asked to start, he is told why he cannot yet.
 */
export function FirstMessageReminder({ me, other, sheWrote }: { me: Gender; other: Gender; sheWrote: boolean }) {
  const { t } = useTranslation("site");
  const { data: site } = useSite();
  if (site?.rules.firstMessage !== "women" || sheWrote) return null;
  const role = me === "female" && other === "male" ? "her" : me === "male" && other === "female" ? "him" : null;
  if (!role) return null;
  return (
    <p role="note" className="mx-3 mt-2 rounded-xl bg-brand-50 px-3 py-2 text-center text-sm text-brand-800" data-testid="first-message-reminder">
      {t(`firstMessage.${role}`)}
    </p>
  );
}
