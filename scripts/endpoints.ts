/**
 * Writes packages/contracts/src/endpoint-table.ts: the route table's method-and-path pairs without
 * their schemas, for the browser (packages/contracts/src/endpoints.ts says why). Run it after
 * adding or changing a route-table entry: `npm run endpoints`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { isFileResponse, routes, type RouteSpec } from "@ulfa/contracts";

const OUT = path.resolve(import.meta.dirname, "../packages/contracts/src/endpoint-table.ts");
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

const features = Object.entries(routes as unknown as Record<string, Record<string, RouteSpec>>).map(([feature, entries]) => {
  const lines = Object.entries(entries).map(
    ([name, r]) =>
      `    ${key(name)}: endpoint<T[${JSON.stringify(feature)}][${JSON.stringify(name)}]>({ method: ${JSON.stringify(r.method)}, path: ${JSON.stringify(r.path)}${isFileResponse(r.response) ? ", file: true" : ""} }),`,
  );
  return `  ${key(feature)}: {\n${lines.join("\n")}\n  },`;
});

writeFileSync(
  OUT,
  [
    "// Written by `npm run endpoints` (scripts/endpoints.ts) from the route table in ./routes: do not edit.",
    'import { endpoint } from "./endpoint";',
    'import type { routes } from "./routes/index";',
    "",
    "type T = typeof routes;",
    "",
    `export const endpoints = {\n${features.join("\n")}\n};`,
    "",
  ].join("\n"),
);
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
