import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ShownPrompt } from "@ulfa/contracts";
import { promptIn } from "../prompt-text";
import { PromptVoiceButton } from "./PromptVoiceButton";

/** A member's prompt answers (issue 33), each with its voice answer if any and an optional action under it (like with a comment). */
export function ProfilePrompts({ prompts, renderAction, compact }: { prompts: ShownPrompt[]; renderAction?: (promptId: string) => ReactNode; compact?: boolean }) {
  const { t, i18n } = useTranslation("filters");
  if (prompts.length === 0) return null;
  return (
    <section aria-label={t("prompts.title")} className="flex flex-col gap-2" data-testid="profile-prompts">
      {prompts.map((p) => (
        <figure key={p.promptId} className="rounded-xl bg-rose-50/60 p-3" data-testid={`prompt-${p.promptId}`}>
          <figcaption dir="auto" className="text-start text-xs font-medium text-slate-600">
            {promptIn(p, i18n.language)}
          </figcaption>
          <blockquote dir="auto" className={compact ? "line-clamp-2 text-start text-sm text-slate-900" : "text-start text-base font-medium text-slate-900"}>
            {p.answer}
          </blockquote>
          {p.voiceUrl && p.voiceSeconds !== null && (
            <div className="mt-2">
              <PromptVoiceButton url={p.voiceUrl} seconds={p.voiceSeconds} prompt={promptIn(p, i18n.language)} />
            </div>
          )}
          {renderAction && <div className="mt-2">{renderAction(p.promptId)}</div>}
        </figure>
      ))}
    </section>
  );
}
