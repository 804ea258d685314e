import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { MatchPercentBadge } from "./QuestionsCard";

/** On a profile: the question match percentage and the answers the member chose to show (docs/questions.md). */
export function TheirAnswers({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation("questions");
  const lang = i18n.language.startsWith("ar") ? "ar" : "en";
  const { data } = useQuery({
    queryKey: ["questions", "member", memberId, lang],
    queryFn: ({ signal }) => call(endpoints.questions.theirs, { params: { id: memberId }, query: { lang } }, { signal }),
  });
  if (!data || (data.matchPercent === null && data.answers.length === 0)) return null;
  return (
    <section className="space-y-2" data-testid="their-answers">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        {t("title")}
        <MatchPercentBadge percent={data.matchPercent} />
      </h3>
      {data.answers.length > 0 && (
        <dl className="space-y-1 text-sm">
          {data.answers.map((a) => (
            <div key={a.questionId} className="rounded-xl bg-slate-50 p-2">
              <dt className="text-xs text-slate-500">{a.question}</dt>
              <dd className="font-medium text-slate-800">{a.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
