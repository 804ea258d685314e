import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { HIDDEN_WORDS_MAX } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Field, Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useHiddenWords, useSaveHiddenWords } from "./queries";

const linesOf = (text: string) => text.split("\n").map((l) => l.trim()).filter(Boolean);

/** The member's hidden words, one per line. */
export function HiddenWordsSection() {
  const { t } = useTranslation("privacy");
  const saved = useHiddenWords();
  const save = useSaveHiddenWords();
  const [text, setText] = useState("");
  useEffect(() => {
    if (saved.data) setText(saved.data.words.join("\n"));
  }, [saved.data]);
  const count = linesOf(text).length;
  const tooMany = count > HIDDEN_WORDS_MAX;
  const submit = () =>
    save.mutate(linesOf(text), {
      onSuccess: () => toast({ title: t("hiddenWords.saved"), variant: "success" }),
      onError: (err) => toast({ title: t("hiddenWords.failed"), description: messageOf(err, t("hiddenWords.failed")), variant: "destructive" }),
    });
  return (
    <section className="space-y-3" aria-labelledby="hidden-words-title" data-testid="hidden-words-section">
      <h3 id="hidden-words-title" className="text-sm font-semibold text-slate-900">{t("hiddenWords.title")}</h3>
      <p className="text-xs text-slate-600">{t("hiddenWords.hint")}</p>
      <Field
        label={t("hiddenWords.label")}
        hint={t("hiddenWords.count", { count, max: HIDDEN_WORDS_MAX })}
        error={tooMany ? t("hiddenWords.tooMany", { max: HIDDEN_WORDS_MAX }) : undefined}
      >
        {(props) => <Textarea {...props} dir="auto" rows={4} value={text} onChange={(e) => setText(e.target.value)} data-testid="hidden-words-input" />}
      </Field>
      <Button onClick={submit} disabled={save.isPending || tooMany}>
        {t("hiddenWords.save")}
      </Button>
    </section>
  );
}
