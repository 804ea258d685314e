import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Plus, X } from "lucide-react";
import type { OpeningMove } from "@ulfa/contracts";
import { OPENING_MOVE_MAX_LENGTH, OPENING_MOVES_MAX } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Input } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useUpdateUser } from "../profile";
import { messagesQueryKey } from "../../entities/messages/keys";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** Ideas offered to start from (i18n keys questions:openingMoves.ideas.*). */
const IDEAS = ["perfectDay", "family", "dream", "laugh", "travel", "food"] as const;

/** Opening Moves editor (docs/features.md): up to OPENING_MOVES_MAX questions, from the list or her own words. */
export function OpeningMovesCard() {
  const { t } = useTranslation("questions");
  const { data: user } = useCurrentUser();
  const update = useUpdateUser();
  const [moves, setMoves] = useState<OpeningMove[] | null>(null);
  if (!user) return null;
  const current = moves ?? user.openingMoves ?? [];
  const setAt = (i: number, text: string) => setMoves(current.map((m, j) => (j === i ? { text } : m)));
  const save = () =>
    update.mutate(
      { openingMoves: current.map((m) => ({ text: m.text.trim() })).filter((m) => m.text) },
      {
        onSuccess: () => {
          setMoves(null);
          toast({ title: t("openingMoves.saved"), variant: "success" });
        },
        onError: (err) => toast({ title: t("openingMoves.failed"), description: messageOf(err, t("openingMoves.failed")), variant: "destructive" }),
      },
    );

  return (
    <Card className="space-y-3" data-testid="opening-moves-card">
      <div>
        <h2 className="font-semibold text-slate-900">{t("openingMoves.title")}</h2>
        <p className="text-sm text-slate-600">{t("openingMoves.hint", { max: OPENING_MOVES_MAX })}</p>
      </div>
      {current.map((m, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input aria-label={t("openingMoves.question", { n: i + 1 })} value={m.text} maxLength={OPENING_MOVE_MAX_LENGTH} onChange={(e) => setAt(i, e.target.value)} />
          <Button type="button" variant="ghost" size="icon" aria-label={t("openingMoves.remove")} onClick={() => setMoves(current.filter((_, j) => j !== i))}>
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {current.length < OPENING_MOVES_MAX && (
        <div className="space-y-2">
          <p className="text-xs font-medium text-slate-600">{t("openingMoves.ideasTitle")}</p>
          <div className="flex flex-wrap gap-2">
            {IDEAS.map((idea) => (
              <Button key={idea} type="button" size="sm" variant="outline" onClick={() => setMoves([...current, { text: t(`openingMoves.ideas.${idea}`) }])}>
                {t(`openingMoves.ideas.${idea}`)}
              </Button>
            ))}
            <Button type="button" size="sm" variant="ghost" onClick={() => setMoves([...current, { text: "" }])}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t("openingMoves.own")}
            </Button>
          </div>
        </div>
      )}
      <Button type="button" disabled={moves === null || update.isPending} onClick={save}>
        {t("openingMoves.save")}
      </Button>
    </Card>
  );
}

export const useMatchOpeningMoves = (matchId: number | null) =>
  useQuery({
    queryKey: ["opening-moves", matchId],
    queryFn: ({ signal }) => call(endpoints.openingMoves.ofMatch, { params: { id: matchId } }, { signal }),
    enabled: matchId !== null,
  });

/**
 * Her Opening Moves in the match dialog and the empty conversation. With `answerable` each is a tap
 * away from an answer, sent as the first message with its number (`openingMove`), which women-write-first allows.
 */
export function OpeningMovesList({ matchId, name, answerable = false }: { matchId: number; name: string; answerable?: boolean }) {
  const { t } = useTranslation("questions");
  const queryClient = useQueryClient();
  const { data } = useMatchOpeningMoves(matchId);
  const [answering, setAnswering] = useState<number | null>(null);
  const [text, setText] = useState("");
  const send = useMutation({
    mutationFn: (index: number) => call(endpoints.chat.send, { params: { id: matchId }, body: { content: text.trim(), openingMove: index } }),
    onSuccess: () => {
      setAnswering(null);
      setText("");
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(matchId) });
      void queryClient.invalidateQueries({ queryKey: ["opening-moves", matchId] });
    },
    onError: (err) => toast({ title: t("openingMoves.sendFailed"), description: messageOf(err, t("openingMoves.sendFailed")), variant: "destructive" }),
  });
  if (!data || data.openingMoves.length === 0) return null;
  return (
    <div className="w-full space-y-2 rounded-xl bg-rose-50 p-3 text-start" data-testid="opening-moves">
      <p className="text-sm font-semibold text-slate-900">{t("openingMoves.theirs", { name })}</p>
      <ul className="space-y-2">
        {data.openingMoves.map((m, i) => (
          <li key={i} className="space-y-2">
            {answerable && data.canAnswer ? (
              <button
                type="button"
                className="min-h-11 w-full rounded-lg bg-white px-3 text-start text-sm text-slate-800 shadow-sm hover:bg-slate-50"
                aria-expanded={answering === i}
                onClick={() => setAnswering(answering === i ? null : i)}
              >
                <bdi dir="auto">{m.text}</bdi>
              </button>
            ) : (
              <p dir="auto" className="rounded-lg bg-white px-3 py-2 text-sm text-slate-800">
                {m.text}
              </p>
            )}
            {answering === i && (
              <form
                className="flex gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (text.trim()) send.mutate(i);
                }}
              >
                <Input aria-label={t("openingMoves.yourAnswer")} value={text} onChange={(e) => setText(e.target.value)} dir="auto" />
                <Button type="submit" disabled={!text.trim() || send.isPending}>
                  {t("openingMoves.send")}
                </Button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
