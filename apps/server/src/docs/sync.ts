import { writeFile } from "node:fs/promises";
import path from "node:path";
import { formatOpenApi, openApiDocument } from "./openapi-doc";
import { websocketDoc } from "./websocket-doc";

// `npm run openapi` / `npm run docs:ws`: regenerates docs/openapi.json or docs/websocket.md, so a
// changed contract shows up in review as a changed document. A test fails while they are stale.

export const DOCS_DIR = path.resolve(import.meta.dirname, "../../../../docs");

const targets: Record<string, { file: string; render: () => Promise<string> | string }> = {
  openapi: { file: "openapi.json", render: async () => formatOpenApi(await openApiDocument()) },
  websocket: { file: "websocket.md", render: websocketDoc },
};

async function main(names: string[]): Promise<void> {
  for (const name of names.length ? names : Object.keys(targets)) {
    const target = targets[name];
    if (!target) throw new Error(`unknown document "${name}" (${Object.keys(targets).join(", ")})`);
    const file = path.join(DOCS_DIR, target.file);
    await writeFile(file, await target.render());
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (process.argv[1] === import.meta.filename) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
