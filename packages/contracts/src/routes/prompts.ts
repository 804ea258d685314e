import { ownPromptsSchema, promptIdParamsSchema, promptListSchema, promptsQuerySchema, promptVoiceFileParamsSchema } from "../prompts";
import { fileResponse, multipartBody, route } from "./route";

export const promptsRoutes = {
  /** Every prompt's id and text, in ?lang or the member's language. */
  list: route({
    method: "GET",
    path: "/api/prompts",
    summary: "The prompt library in the asked language",
    query: promptsQuerySchema,
    response: promptListSchema,
    access: "member",
  }),
};

export const promptVoiceRoutes = {
  /** Multipart: the recording in field "voice". */
  upload: route({
    method: "PUT",
    path: "/api/user/prompts/:promptId/voice",
    summary: "Record a voice answer (up to 30 s) to one of your answered prompts",
    params: promptIdParamsSchema,
    body: multipartBody,
    response: ownPromptsSchema,
    access: "member",
  }),
  remove: route({
    method: "DELETE",
    path: "/api/user/prompts/:promptId/voice",
    summary: "Remove the voice answer of one of your prompts",
    params: promptIdParamsSchema,
    response: ownPromptsSchema,
    access: "member",
  }),
  /** The recording, to members who may see the profile (else 404). */
  play: route({
    method: "GET",
    path: "/api/media/prompt-voices/:userId/:file",
    summary: "A voice answer to a prompt, to members who may see the profile",
    params: promptVoiceFileParamsSchema,
    response: fileResponse("audio/*"),
    access: "member",
  }),
};
