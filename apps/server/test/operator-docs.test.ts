import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README is the front door and docs/ holds the rest; these keep them from drifting from the code.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
/** The operator documents of this repository (others link to pages written beside them). */
const DOCS = ["configuration", "operating", "architecture", "api", "security", "features", "benchmarks"].map((d) => `docs/${d}.md`);

describe("operator documentation", () => {
  it("keeps the README a front door under 200 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThan(200);
  });

  it("documents every variable the configuration reads in docs/configuration.md", () => {
    const names = new Set([...read("apps/server/src/platform/config.ts").matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    expect(names.size).toBeGreaterThan(40);
    const documented = read("docs/configuration.md");
    for (const name of names) expect(documented, name).toContain(`\`${name}\``);
  });

  it("names only npm scripts that exist", () => {
    const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
    for (const file of ["README.md", ...DOCS]) {
      for (const [, name] of read(file).matchAll(/npm run ([a-z][a-z:-]*)/g)) expect(scripts, `${file}: npm run ${name}`).toContain(name);
    }
  });

  it("links only to files that exist", () => {
    for (const file of DOCS) {
      for (const [, target] of read(file).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        expect(existsSync(path.join(ROOT, path.dirname(file), target)), `${file} -> ${target}`).toBe(true);
      }
    }
  });
});
