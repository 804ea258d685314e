import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness";
import { formatOpenApi, openApiDocument } from "./openapi-doc";
import { DOCS_DIR } from "./sync";
import { websocketDoc } from "./websocket-doc";

const committed = (file: string) => readFile(path.join(DOCS_DIR, file), "utf8");

describe("generated documents in docs/", () => {
  it("docs/websocket.md matches the contracts (run `npm run docs:ws` after changing them)", async () => {
    expect(await committed("websocket.md")).toBe(websocketDoc());
  });

  it("docs/openapi.json matches the routes (run `npm run openapi` after changing them)", async () => {
    expect(await committed("openapi.json")).toBe(formatOpenApi(await openApiDocument(await openTestDatabase())));
  });
});
