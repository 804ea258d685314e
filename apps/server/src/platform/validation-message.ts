/**
 * The message of a validation 400: the first issue's text, led by the field it is about
 * (`location.city: Invalid input: expected string, received number`), so a client or an operator
 * reading a log knows which field to fix whatever wording zod or a contract chose.
 *
 * A message in lower case always follows the path. A sentence (capitalised) that already names the
 * field is left as it is (so the sentences the web app translates by their exact wording, "Current
 * password is required", keep it): it names the field when it holds the field's last word as a whole
 * word, singular or plural, in any case: "Password" names `newPassword`, "Core value" `coreValues.2`.
 */
export function validationMessage(instancePath: string | undefined, message: string | undefined): string {
  const text = message || "Invalid request";
  const path = (instancePath ?? "").replace(/^\//, "").split("/").filter(Boolean);
  if (path.length === 0) return text;
  const field = path.join(".");
  if (text.startsWith(`${field}:`)) return text;
  // A message in lower case ("must list 3 prices") is written to follow its field's path.
  if (/^\p{Ll}/u.test(text)) return `${field}: ${text}`;
  return names(text, path) ? text : `${field}: ${text}`;
}

function names(message: string, path: string[]): boolean {
  const key = [...path].reverse().find((segment) => !/^\d+$/.test(segment));
  if (!key) return false;
  const words = key.split(/(?<=[a-z0-9])(?=[A-Z])|[_\-\s]+/).filter(Boolean);
  const head = words.at(-1)!.toLowerCase().replace(/s$/, "");
  if (!/^[a-z0-9]+$/.test(head)) return false;
  return new RegExp(`\\b${head}s?\\b`, "i").test(message);
}
