import type { FastifyRequest } from "fastify";

/** The one file of a multipart upload in `field`, with the text fields sent before it. */
export async function uploaded(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  errors: { invalid: () => Error; tooBig: () => Error },
): Promise<{ bytes: Buffer; fields: Record<string, string | undefined> }> {
  if (!request.isMultipart()) throw errors.invalid();
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw errors.invalid();
  }
  if (!file || file.fieldname !== field) {
    file?.file.resume();
    throw errors.invalid();
  }
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === "field") fields[name] = String(part.value);
  }
  try {
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw errors.invalid();
    return { bytes, fields };
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw errors.tooBig();
    throw err;
  }
}
