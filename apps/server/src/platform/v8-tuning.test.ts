import { execFile } from "node:child_process";
import { pathToFileURL } from "node:url";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const here = import.meta.dirname;
const moduleUrl = (name: string) => JSON.stringify(pathToFileURL(path.join(here, name)).href);

/**
 * Runs `script` in a plain node process of its own (V8's settings are the whole process's), with
 * V8's test functions (`%IsLiftoffFunction`...) and TypeScript through tsx; returns its last line as JSON.
 */
async function inChild(script: string, nodeArgs: string[] = []): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, ["--allow-natives-syntax", ...nodeArgs, "--import", "tsx", "--input-type=module", "-e", script], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, unknown>;
}

// A WebAssembly module exporting f(n): a loop of n multiply-adds by `k`, hot enough to be tiered
// up. Two different k make two modules (V8 shares the compiled code of identical bytes).
const wasmLoop = (k: number) =>
  "0061736d0100000001060160017f017f0302010007050101660000" + `0a21011f01027f0340200241${k.toString(16).padStart(2, "0")}6c20016a2102200141016a22012000480d000b20020b`;

const tierScript = () => `
  const { withBaselineWasm } = await import(${moduleUrl("v8-tuning.ts")});
  const load = async (hex) => (await WebAssembly.instantiate(Buffer.from(hex, "hex"))).instance.exports.f;
  // Heats f until V8 has tiered it up (background compilation) or clearly will not.
  const heat = async (f) => {
    for (let i = 0; i < 100 && !%IsTurboFanFunction(f); i++) {
      f(200000);
      await new Promise((r) => setTimeout(r, 10));
    }
    return { liftoff: %IsLiftoffFunction(f), turbofan: %IsTurboFanFunction(f) };
  };
  // Compiled lazily, at its first call: PGlite's functions that run while its database opens.
  const during = await withBaselineWasm(async () => {
    const f = await load(${JSON.stringify(wasmLoop(31))});
    f(1);
    return f;
  });
  const after = await load(${JSON.stringify(wasmLoop(37))});
  console.log(JSON.stringify({ during: await heat(during), after: await heat(after)}));
`;

describe("withBaselineWasm", () => {
  it("compiles WebAssembly with the baseline compiler only while it runs, and V8 tiers up what compiles after it as by default", { timeout: 60_000 }, async () => {
    const out = await inChild(tierScript());
    expect(out.during).toEqual({ liftoff: true, turbofan: false });
    expect(out.after).toEqual({ liftoff: false, turbofan: true });
  });

  it("leaves an operator's own WebAssembly settings alone", { timeout: 60_000 }, async () => {
    // With --liftoff-only given by the operator, the module compiled after stays baseline too:
    // nothing put V8's defaults back over the operator's choice.
    const out = await inChild(tierScript(), ["--liftoff-only"]);
    expect(out.after).toEqual({ liftoff: true, turbofan: false });
  });
});

const youngScript = `
  const v8 = (await import("node:v8")).default;
  const newSpaceMb = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size / 1048576;
  // Allocation where much survives a young collection: what makes V8 grow the young generation.
  const churn = () => {
    const keep = [];
    for (let i = 0; i < 2e6; i++) { keep.push({ i, s: String(i) }); if (keep.length > 200000) keep.splice(0, 100000); }
  };
  const before = newSpaceMb();
  const { startedUp } = await import(${moduleUrl("young-generation.ts")});
  churn();
  const starting = newSpaceMb();
  startedUp();
  churn();
  console.log(JSON.stringify({ before, starting, started: newSpaceMb() }));
`;

describe("young generation while starting", () => {
  it("stays at its smallest until the server has started, then grows with the load", { timeout: 60_000 }, async () => {
    // (Loading tsx and this script may have grown it a little before the module ran.)
    const out = await inChild(youngScript);
    expect(out.starting).toBe(out.before);
    expect(out.started).toBeGreaterThan(out.starting as number);
  });

  it("leaves an operator's own young-generation size alone", { timeout: 60_000 }, async () => {
    const out = await inChild(youngScript, ["--max-semi-space-size=4"]);
    expect(out.starting).toBeGreaterThan(out.before as number);
  });
});
