import { z } from "zod";

/** Every error answer of the API (docs/product-rules.md). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;


export const okMessageSchema = z.object({ message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;
