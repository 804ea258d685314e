import { HEIGHT_CM_MAX, HEIGHT_CM_MIN } from "@ulfa/contracts";

/** What the traits form checks before saving: the key of its message in filters.json "profile". */
export type TraitError = "heightError" | "nationalityError";

/**
 * The traits form's own check of the values the server would refuse (contracts traits.ts
 * heightCmSchema, nationalitySchema), so the member reads why in their language instead of the
 * server's English sentence. An empty field clears the value and is always fine.
 */
export function checkTraits(form: { heightCm: string; nationality: string }): Partial<Record<"heightCm" | "nationality", TraitError>> {
  const errors: Partial<Record<"heightCm" | "nationality", TraitError>> = {};
  const height = form.heightCm.trim();
  if (height !== "") {
    const cm = Number(height);
    if (!Number.isInteger(cm) || cm < HEIGHT_CM_MIN || cm > HEIGHT_CM_MAX) errors.heightCm = "heightError";
  }
  const nationality = form.nationality.trim();
  if (nationality !== "" && !/^[A-Za-z]{2}$/.test(nationality)) errors.nationality = "nationalityError";
  return errors;
}
