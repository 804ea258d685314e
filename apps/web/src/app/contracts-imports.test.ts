import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as plainValues from "@ulfa/contracts/constants";

const SRC = path.resolve(import.meta.dirname, "..");
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

// `import { A, type B } from "@ulfa/contracts"`: the names imported as values (types cost nothing at run time).
const valueImports = (source: string): string[][] =>
  [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@ulfa\/contracts"/g)].map((m) =>
    m[1]
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]),
  );

describe("imports from the contracts package", () => {
  // The package's index builds every zod schema when it loads; whatever screen imports a value from it
  // pays that (about 75 ms of the discover tab's first render on a 2-core machine). Values without
  // a schema come from "@ulfa/contracts/constants" (packages/contracts/src/plain-values.ts).
  it("take plain values from @ulfa/contracts/constants, not the index", () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      valueImports(readFileSync(file, "utf8"))
        .filter((names) => names.length > 0 && names.every((name) => name in plainValues))
        .map((names) => `${path.relative(SRC, file)}: ${names.join(", ")}`),
    );
    expect(offenders).toEqual([]);
  });
});
