import { ShieldCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "@ulfa/contracts";
import { NOTICES } from "@ulfa/contracts/constants";

/** A notice the server wrote into the conversation, in the reader's language. */
export function NoticeLine({ message }: { message: ChatMessage }) {
  const { t } = useTranslation("privacy");
  const known = (NOTICES as readonly string[]).includes(message.content);
  if (!known) return null;
  return (
    <p className="mx-auto flex w-fit max-w-[90%] items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-center text-xs text-amber-900" data-testid="chat-notice">
      <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t(`chat.notice.${message.content as (typeof NOTICES)[number]}`)}
    </p>
  );
}

/** A message with one of the reader's hidden words: folded until they tap Show. */
export function HiddenFold({ children }: { children: ReactNode }) {
  const { t } = useTranslation("privacy");
  const [shown, setShown] = useState(false);
  if (shown) return <>{children}</>;
  return (
    <div className="flex items-center gap-2 text-xs italic text-slate-600" data-testid="chat-hidden">
      <span>{t("chat.hiddenMessage")}</span>
      <button type="button" onClick={() => setShown(true)} className="rounded-full px-2 py-1 font-medium not-italic text-brand-700 underline" data-testid="chat-show-hidden">
        {t("chat.showHidden")}
      </button>
    </div>
  );
}
