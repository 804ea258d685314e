import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerBody, MyAnswer, TravelBody, TravelState } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { userQueryKey } from "../../session/useCurrentUser";
import { discoverKeys } from "../discover";
import { mapKeys } from "../map";

/** Query keys of questions, Your Turn and travel (docs/questions.md, docs/discovery.md). */
export const questionKeys = {
  bank: (lang: string) => ["questions", lang] as const,
  answers: ["questions", "answers"] as const,
  yourTurn: ["your-turn"] as const,
  travel: ["travel"] as const,
  cities: (q: string) => ["travel", "cities", q] as const,
};

export const useQuestionBank = (lang: "en" | "ar") =>
  useQuery({ queryKey: questionKeys.bank(lang), queryFn: ({ signal }) => call(endpoints.questions.list, { query: { lang } }, { signal }), staleTime: Infinity });

export const useMyAnswers = () =>
  useQuery({ queryKey: questionKeys.answers, queryFn: ({ signal }) => call(endpoints.questions.myAnswers, {}, { signal }) });

export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerBody }) => call(endpoints.questions.answer, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyAnswer[]>(questionKeys.answers, (old) => [...(old ?? []).filter((a) => a.questionId !== saved.questionId), saved]);
      // Percentages on cards change with the answers.
      void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
    },
  });
}

/** Fetched each time the deck shows: a reply in a conversation, or a day passing, changes it. */
export const useYourTurn = () =>
  useQuery({ queryKey: questionKeys.yourTurn, queryFn: ({ signal }) => call(endpoints.yourTurn.list, {}, { signal }), staleTime: 0 });

export const useTravel = () => useQuery({ queryKey: questionKeys.travel, queryFn: ({ signal }) => call(endpoints.travel.current, {}, { signal }) });

export const useCitySearch = (q: string) =>
  useQuery({
    queryKey: questionKeys.cities(q),
    queryFn: ({ signal }) => call(endpoints.travel.searchCities, { query: { q } }, { signal }),
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
  });

export function useSetTravel() {
  const queryClient = useQueryClient();
  const done = (state: TravelState) => {
    queryClient.setQueryData(questionKeys.travel, state);
    for (const key of [userQueryKey, discoverKeys.all, mapKeys.all]) void queryClient.invalidateQueries({ queryKey: key });
  };
  return {
    start: useMutation({ mutationFn: (body: TravelBody) => call(endpoints.travel.set, { body }), onSuccess: done }),
    end: useMutation({ mutationFn: () => call(endpoints.travel.end), onSuccess: done }),
  };
}
