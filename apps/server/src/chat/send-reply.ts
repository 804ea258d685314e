import type { FastifyReply } from "fastify";
import type { SendAnswer } from "./send-answer";

/** A send's answer as HTTP: its status, and the Idempotent-Replayed header on an earlier send's message. */
export function sendReply(reply: FastifyReply, answer: SendAnswer) {
  if (answer.replayed) reply.header("Idempotent-Replayed", "true");
  return reply.status(answer.status).send(answer.body);
}
