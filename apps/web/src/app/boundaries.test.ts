import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";

/**
 * The boundaries of the code (docs/architecture.md "Boundaries"), for the web app and the server.
 * Imports are read with the parser Vite already ships (Oxc, through `parseAst`): the TypeScript
 * compiler here is the native one, with no JavaScript API, and the dependency-graph libraries
 * (madge, dependency-cruiser) read TypeScript through that API.
 */

const REPO = path.resolve(import.meta.dirname, "../../../..");
const WEB = path.join(REPO, "apps/web/src");
const SERVER = path.join(REPO, "apps/server/src");

interface Edge {
  /** Importing file, relative to the tree's root. */
  from: string;
  /** Imported file, relative to the tree's root. */
  to: string;
  /** `import("...")`: loaded when called, so it cannot close a circle at load time. */
  lazy: boolean;
}

/** The non-test source files under `root` (TypeScript, and the odd plain ES module). */
function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, file);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A relative specifier's file (extension-less, `.js` written for `.ts`, or a folder's index). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, "");
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx"), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type Node = { type?: string; source?: { type?: string; value?: unknown } | null; [key: string]: unknown };

/** Every import of the tree's own files: static imports (type-only ones too), re-exports and `import()`. */
function importsOf(root: string): Edge[] {
  return sourceFiles(root).flatMap((file) => {
    const edges: Edge[] = [];
    const add = (specifier: unknown, lazy: boolean) => {
      const target = typeof specifier === "string" ? resolve(file, specifier) : null;
      if (target) edges.push({ from: path.relative(root, file), to: path.relative(root, target), lazy });
    };
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== "object") return;
      const n = node as Node;
      if ((n.type === "ImportDeclaration" || n.type === "ExportNamedDeclaration" || n.type === "ExportAllDeclaration") && n.source) add(n.source.value, false);
      if (n.type === "ImportExpression" && n.source?.type === "Literal") add(n.source.value, true);
      for (const [key, value] of Object.entries(n)) if (key !== "source" && value && typeof value === "object") visit(value);
    };
    visit(parseAst(readFileSync(file, "utf8"), { lang: file.endsWith(".tsx") ? "tsx" : file.endsWith(".mjs") ? "js" : "ts" }));
    return edges;
  });
}

/**
 * The import circles: each group of files that reach one another (Tarjan's strongly connected
 * components), by static imports. `ignore` leaves out the imports between an allowed pair.
 */
function circles(edges: Edge[], ignore: (edge: Edge) => boolean = () => false): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) if (!edge.lazy && !ignore(edge)) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || next.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) connect(file);
  return found;
}

const show = (edges: Edge[]) => edges.map((edge) => `${edge.from} -> ${edge.to}`);

describe("web boundaries (apps/web/src)", () => {
  const edges = importsOf(WEB);
  const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

  it("sees the imports it checks", () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  // A feature shows what others may use in its index.ts; what several features share is in entities/.
  it("lets a feature reach another only through its index.ts", () => {
    const inner = edges.filter((edge) => {
      const [from, to] = [featureOf(edge.from), featureOf(edge.to)];
      return from && to && from !== to && !/^features\/[^/]+\/index\.tsx?$/.test(edge.to);
    });
    expect(show(inner)).toEqual([]);
  });

  it("keeps entities/ free of features", () => {
    expect(show(edges.filter((edge) => edge.from.startsWith("entities/") && featureOf(edge.to)))).toEqual([]);
  });

  // app/ composes the features (routes, layouts, the home tabs); nothing below it reaches up.
  it("keeps features and entities from importing app/", () => {
    expect(show(edges.filter((edge) => /^(features|entities)\//.test(edge.from) && edge.to.startsWith("app/")))).toEqual([]);
  });

  it("has no import circle", () => {
    expect(circles(edges)).toEqual([]);
  });
});

describe("server boundaries (apps/server/src)", () => {
  const edges = importsOf(SERVER);
  const folderOf = (file: string) => (file.includes("/") ? file.split("/")[0] : null);
  /** Shared code every feature builds on: it never depends on a feature. */
  const SHARED = new Set(["platform", "db"]);
  /**
   * The files of a feature with an index.ts that other folders may import: the index, its HTTP
   * plugin (routes.ts, which app.ts registers), and what is named here (discover's deck SQL
   * composes the questions filter into its statement; app.ts hands the chat's send path to trust as
   * `deps.heldDelivery`, which the chat's index cannot re-export: that path calls into trust, likes
   * and opening moves, which use the index, so the index would close a circle; the like path,
   * handed over the same way, asks discover's filters, and discover's boost uses the likes' index;
   * privacy's entry points that call into matches, chat and push, whose indexes use privacy's: the
   * check-in jobs for app.ts, the privacy part of a data export, and a photo's audience).
   */
  const PUBLIC_FILES: Record<string, string[]> = {
    questions: ["deck-filter.ts"],
    chat: ["service.ts"],
    likes: ["service.ts"],
    privacy: ["check-in.ts", "export.ts", "photo-privacy.ts"],
  };
  const isPublic = (feature: string, file: string) => file === "index.ts" || file === "routes.ts" || (PUBLIC_FILES[feature] ?? []).includes(file);
  /** Scripts run on their own (the command line, the docs sync), which nothing imports; and the SQL samples. */
  const NOT_FEATURES = new Set(["bin", "docs", "queries"]);
  const folders = readdirSync(SERVER, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  /** Every feature folder with an index.ts: others reach it only through that. */
  const closed = new Set(folders.filter((folder) => existsSync(path.join(SERVER, folder, "index.ts"))));

  it("sees the imports it checks", () => {
    expect(edges.length).toBeGreaterThan(1000);
  });

  it("keeps platform/ and db/ free of features", () => {
    expect(show(edges.filter((edge) => SHARED.has(folderOf(edge.from) ?? "") && !SHARED.has(folderOf(edge.to) ?? "") && folderOf(edge.to)))).toEqual([]);
  });

  it("gives every feature folder an index.ts", () => {
    const features = folders.filter((folder) => !SHARED.has(folder) && !NOT_FEATURES.has(folder));
    expect(features.filter((folder) => !closed.has(folder))).toEqual([]);
  });

  it("lets other folders reach a feature with an index.ts only through it (or its named public files)", () => {
    const inner = edges.filter((edge) => {
      const [from, to] = [folderOf(edge.from), folderOf(edge.to)];
      if (!to || from === to || !closed.has(to)) return false;
      const file = edge.to.slice(to.length + 1);
      return !isPublic(to, file);
    });
    expect(show(inner)).toEqual([]);
  });

  it("has no import circle", () => {
    expect(circles(edges)).toEqual([]);
  });

  /**
   * The server's own files that may be loaded with `import()`, each for a reason a static import
   * cannot serve. A lazy import hides a dependency from the reader, from the circle check above and
   * from the bundle's load order; a service another needs comes in through deps instead.
   */
  const LAZY_ALLOWED = new Set([
    // The backup worker thread's bootstrap from source: tsx's loader must be registered before the
    // TypeScript file is loaded, and a static import would be loaded before `register()` runs.
    "backup/copy-worker-source.mjs -> backup/copy-worker.ts",
  ]);

  it("loads none of its own files with import() (but the allowed)", () => {
    const lazy = show(edges.filter((edge) => edge.lazy));
    expect(lazy.filter((edge) => !LAZY_ALLOWED.has(edge))).toEqual([]);
    // An allowance that no longer matches an import goes too.
    expect([...LAZY_ALLOWED].filter((edge) => !lazy.includes(edge))).toEqual([]);
  });

  /**
   * Packages a server rarely uses, which it imports with `import()` on first use and never at
   * start (docs/benchmarks.md "memory": about 11 MB of heap together on a server that uses none of
   * them). The rule above is about the server's own files, whose lazy import would hide a
   * dependency from the circle check and the bundle's order; a package has neither problem: it
   * sits outside the tree, and the bundle keeps it an external import (apps/server/build.mjs), so
   * `import()` of it is evaluated only when called. Type-only imports are erased and stay allowed.
   */
  const RARE_PACKAGES = new Set(["stripe", "nodemailer", "openid-client"]);

  it("imports the rarely used packages only on first use (import(), or types)", () => {
    const eager = sourceFiles(SERVER).flatMap((file) => {
      const program = parseAst(readFileSync(file, "utf8"), { lang: file.endsWith(".mjs") ? "js" : "ts" }) as unknown as { body: Node[] };
      return program.body
        .filter((n) => (n.type === "ImportDeclaration" || n.type === "ExportNamedDeclaration" || n.type === "ExportAllDeclaration") && n.source)
        .filter((n) => RARE_PACKAGES.has(String(n.source!.value)) && n.importKind !== "type" && n.exportKind !== "type")
        .map((n) => `${path.relative(SERVER, file)} -> ${String(n.source!.value)}`);
    });
    expect(eager).toEqual([]);
  });

  // Test helpers live in apps/server/test (beside harness.ts), apart from the code that ships.
  it("keeps test helpers out of src", () => {
    const helpers = sourceFiles(SERVER).filter((file) => /(^|[-/])test-(utils?|helpers?)\.ts$/.test(path.relative(SERVER, file)));
    expect(helpers.map((file) => path.relative(SERVER, file))).toEqual([]);
    expect(show(edges.filter((edge) => edge.to.startsWith("../")))).toEqual([]);
  });
});
