import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults, Result } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.2 AA (its A and AA criteria of 2.0, 2.1 and 2.2); best-practice rules are left out. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * Named on top of the tags: "Label in Name" (WCAG 2.5.3), which axe marks experimental, and
 * unique landmarks, a best practice the audit of issue 15 asked for.
 */
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true }, "landmark-unique": { enabled: true } };
const BLOCKING = new Set(["serious", "critical"]);

const summarize = (v: Result) =>
  `${v.id} (${v.impact}): ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join("; ")}`)
    .join("\n")}`;

/**
 * Runs axe-core on the page as it is now (an open dialog included) and throws on any serious or
 * critical WCAG 2.2 AA violation. Prints one line per check, so the journey log shows every page.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Let CSS transitions (dialogs fading in, toasts) settle, so colours are read at their final value.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated by the DevTools protocol itself, not as an inline <script> nor through eval(), which the
  // app's CSP refuses (and csp.e2e.ts counts): the CSP stays on in every journey.
  if (!(await page.evaluate(() => "axe" in window))) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Runtime.evaluate", { expression: axeSource });
    await devtools.detach();
  }
  const results = await page.evaluate(
    ({ tags, rules }) =>
      (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        rules,
        resultTypes: ["violations"],
      }),
    { tags: TAGS, rules: EXTRA_RULES },
  );
  // The rules named above block whatever impact axe gives them (landmark-unique is "moderate").
  const blocking = results.violations.filter((v) => (v.impact && BLOCKING.has(v.impact)) || v.id in EXTRA_RULES);
  console.log(`axe: ${label} ${blocking.length} serious/critical`);
  if (blocking.length === 0) return;
  const report = `axe: ${label}\n  ${blocking.map(summarize).join("\n  ")}`;
  // AXE_REPORT=1 lists every violation of a whole journey instead of stopping at the first page.
  if (process.env.AXE_REPORT) console.log(report);
  else throw new Error(report);
}
