import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, OwnPrompts } from "@ulfa/contracts";
import { userQueryKey } from "../../session/useCurrentUser";
import { discoverKeys } from "../discover";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** Writes the member's prompts from a voice answer call into the cached member; decks show them too. */
function usePromptsWriter() {
  const queryClient = useQueryClient();
  return ({ prompts }: OwnPrompts) => {
    queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, prompts } : old));
    void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
  };
}

/** PUT /api/user/prompts/:promptId/voice with the recording in field "voice". */
export function useSavePromptVoice() {
  const write = usePromptsWriter();
  return useMutation({
    mutationFn: ({ promptId, blob }: { promptId: string; blob: Blob }) => {
      const form = new FormData();
      form.append("voice", blob, blob.type.includes("ogg") ? "voice.ogg" : "voice.webm");
      return call(endpoints.promptVoice.upload, { params: { promptId }, body: form });
    },
    onSuccess: write,
  });
}

/** DELETE /api/user/prompts/:promptId/voice: the written answer stays. */
export function useRemovePromptVoice() {
  const write = usePromptsWriter();
  return useMutation({ mutationFn: (promptId: string) => call(endpoints.promptVoice.remove, { params: { promptId } }), onSuccess: write });
}
