import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { toJSONSchema, type ZodType } from "zod";

type JsonSchema = Record<string, unknown>;
type SerializerCompiler = typeof zodSerializerCompiler;

/**
 * JSON Schema for fast-json-stringify: `anyOf: [X, { type: "null" }]` and `type: [X, "null"]`
 * (zod's nullable) become X with `nullable: true`, since without it fast-json-stringify writes a
 * null string as "" and a null number as 0. Returns null when a union or anything else it would
 * have to validate remains: such a schema keeps zod's path.
 */
function forFastJson(schema: unknown): JsonSchema | null {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return null;
  const node = { ...(schema as JsonSchema) };
  delete node.$schema;
  const anyOf = node.anyOf as unknown[] | undefined;
  if (anyOf) {
    const others = anyOf.filter((branch) => (branch as JsonSchema).type !== "null");
    if (anyOf.length !== 2 || others.length !== 1) return null;
    delete node.anyOf;
    const inner = forFastJson(others[0]);
    return inner && typeof inner.type === "string" ? { ...inner, ...node, nullable: true } : null;
  }
  if (Array.isArray(node.type)) {
    // zod writes a nullable string, number or boolean as `type: [X, "null"]`.
    const types = node.type.filter((type) => type !== "null");
    if (node.type.length !== 2 || types.length !== 1) return null;
    node.type = types[0];
    node.nullable = true;
  }
  if ("oneOf" in node || "allOf" in node || "not" in node || "$ref" in node) return null;
  if (typeof node.type !== "string" && !("const" in node)) return null;
  if (node.properties) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, value] of Object.entries(node.properties as Record<string, unknown>)) {
      const converted = forFastJson(value);
      if (!converted) return null;
      properties[key] = converted;
    }
    node.properties = properties;
  }
  if (typeof node.additionalProperties === "object" && node.additionalProperties !== null) {
    const converted = forFastJson(node.additionalProperties);
    if (!converted) return null;
    node.additionalProperties = converted;
  }
  if (node.items !== undefined) {
    const converted = forFastJson(node.items);
    if (!converted) return null;
    node.items = converted;
  }
  return node;
}

/**
 * Responses written by fast-json-stringify, compiled once per route from the route's zod schema
 * (its JSON Schema, as the API reference shows it), instead of zod checking and copying every
 * response before JSON.stringify: a deck of 50 cards spent about a millisecond there. Like zod, it
 * writes only the declared properties, so nothing a route forgot to leave out reaches the client.
 * Schemas it cannot write exactly (unions, transforms) keep zod's serializer.
 */
export const serializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema as unknown;
  try {
    const json = forFastJson(toJSONSchema(schema as ZodType, { io: "output", unrepresentable: "throw", target: "draft-07" }));
    if (json) return fastJson(json);
  } catch {
    // Not representable as JSON Schema: zod's serializer below.
  }
  return zodSerializerCompiler(route);
};
