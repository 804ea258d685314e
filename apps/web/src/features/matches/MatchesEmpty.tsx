import { Heart, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../ui/Button";

/** No match yet: the way to the deck. */
export function NoMatchesYet() {
  const { t } = useTranslation("matches");
  const [, setParams] = useSearchParams();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-rose-200 bg-white px-6 py-14 text-center">
      <Heart className="mb-3 h-12 w-12 text-brand-300" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{t("empty.title")}</h2>
      <p className="mt-1 text-sm text-slate-500">{t("empty.body")}</p>
      <Button className="mt-5" onClick={() => setParams({})}>
        {t("empty.action")}
      </Button>
    </div>
  );
}

/** The thread pane before a conversation is chosen (desktop): what to do, and how with the keyboard. */
export function NoConversationOpen() {
  const { t } = useTranslation("matches");
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 bg-rose-50/40 px-6 text-center" data-testid="chat-pane-empty">
      <MessageCircle className="mb-1 h-12 w-12 text-brand-300" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{t("pane.title")}</h2>
      <p className="max-w-sm text-sm text-slate-600">{t("pane.body")}</p>
    </div>
  );
}
