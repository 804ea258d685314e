import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { ALL_OPERATIONS_JS } from "./all-operations";

// Swagger UI windows its operation list from 150 tag + operation rows on, drawing only the rows near
// the viewport (issue 31: 7 of 135 operations in the page). The page's script must keep drawing
// every operation however long the list grows; e2e/api-docs.e2e.ts checks it in a browser.

type Element = { type: unknown; props: Record<string, unknown> | null; children: unknown[] };
type Plugin = (system: unknown) => { components: { operations: (props: unknown) => Element } };

/** Just enough of Immutable's Map/List for the component: get, toArray, entrySeq, size. */
const record = (fields: Record<string, unknown>) => ({ get: (key: string) => fields[key] });
const list = <T,>(items: T[]) => ({ size: items.length, toArray: () => items, entrySeq: () => ({ toArray: () => items }) });

/** Runs the page script against a stand-in SwaggerUIBundle; returns what the initializer's call hands to Swagger UI. */
function initialize(config: { plugins?: unknown[] }) {
  const calls: { plugins: unknown[] }[] = [];
  const bundle = Object.assign((c: { plugins: unknown[] }) => (calls.push(c), { initOAuth() {} }), { presets: { apis: "apis" }, plugins: { DownloadUrl: "DownloadUrl" } });
  const window = { SwaggerUIBundle: bundle as unknown };
  vm.runInNewContext(ALL_OPERATIONS_JS, { window });
  const wrapped = window.SwaggerUIBundle as typeof bundle;
  expect(wrapped.presets.apis).toBe("apis");
  expect(wrapped.plugins.DownloadUrl).toBe("DownloadUrl");
  expect(wrapped(config as { plugins: unknown[] })).toHaveProperty("initOAuth");
  return calls[0];
}

function render(plugin: Plugin, tags: number, perTag: number): Element {
  const createElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): Element => ({ type, props, children });
  const operations = plugin({ React: { createElement } }).components.operations;
  const tagged = list(
    Array.from({ length: tags }, (_, t) => [
      `tag${t}`,
      record({ operations: list(Array.from({ length: perTag }, (_, o) => record({ path: `/api/t${t}/o${o}`, method: o === 0 ? "trace-ish" : "get", specPath: ["paths", `/api/t${t}/o${o}`, "get"] }))) }),
    ]),
  );
  const getComponent = (name: string, container?: boolean) => `${name}${container ? "+container" : ""}`;
  const specSelectors = { taggedOperations: () => tagged, validOperationMethods: () => ["get", "post"], url: () => "/api/docs/json" };
  return operations({ specSelectors, getComponent, layoutSelectors: {}, layoutActions: {}, oas3Selectors: {}, getConfigs: () => ({}) });
}

const count = (node: unknown, type: string): number =>
  Array.isArray(node) ? node.reduce((n: number, child) => n + count(child, type), 0) : node && typeof node === "object" && "children" in node ? Number((node as Element).type === type) + count((node as Element).children, type) : 0;

describe("the API reference page's all-operations script", () => {
  it("adds its plugin after the initializer's own (which load the document)", () => {
    const call = initialize({ plugins: ["DownloadUrl"] });
    expect(call.plugins).toHaveLength(2);
    expect(call.plugins[0]).toBe("DownloadUrl");
    expect(typeof call.plugins[1]).toBe("function");
  });

  it("draws every operation of every tag, far past Swagger UI's 150-row window", () => {
    const plugin = initialize({}).plugins[0] as Plugin;
    const page = render(plugin, 30, 11);
    expect(count(page, "OperationTag")).toBe(30);
    // One operation per tag has a method Swagger UI does not show, as its own list skips it.
    expect(count(page, "OperationContainer+container")).toBe(300);
  });

  it("says so when the document has no operation", () => {
    const plugin = initialize({}).plugins[0] as Plugin;
    expect(render(plugin, 0, 0)).toMatchObject({ type: "h3" });
  });
});
