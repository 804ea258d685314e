import { describe, expect, it } from "vitest";
import { isFileResponse, routes, type RouteSpec } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";

/** Every entry as "feature.name": its method, path and file marker, as the client calls it. */
const flatten = (table: Record<string, Record<string, Pick<RouteSpec, "method" | "path"> & { file?: true; response?: RouteSpec["response"] }>>) =>
  Object.fromEntries(
    Object.entries(table).flatMap(([feature, entries]) =>
      Object.entries(entries).map(([name, e]) => [
        `${feature}.${name}`,
        { method: e.method, path: e.path, file: e.response ? isFileResponse(e.response) : e.file === true },
      ]),
    ),
  );

describe("the browser's endpoints (@ulfa/contracts/endpoints)", () => {
  // The typecheck holds a listed endpoint to its entry's method and path; this holds the list to the
  // whole table, so no operation is left without a zod-free way for the web to call it.
  it("list every route-table entry, with its method, path and file marker", () => {
    // When this fails after a change to the table: `npm run endpoints` writes them anew.
    expect(flatten(endpoints)).toEqual(flatten(routes as never));
  });
});
