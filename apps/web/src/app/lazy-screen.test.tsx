import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen } from "./lazy-screen";

const render = (Screen: ReturnType<typeof lazyScreen>) =>
  renderToString(
    <Suspense fallback={<p>waiting</p>}>
      <Screen />
    </Suspense>,
  );

describe("lazyScreen", () => {
  it("suspends while its module is not here, like React.lazy", () => {
    const Screen = lazyScreen(() => new Promise(() => undefined));
    expect(render(Screen)).toContain("waiting");
  });

  it("renders at once, without a fallback, once preloaded; the module loads once", async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Discover</h1> }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    const html = render(Screen);
    expect(html).toContain("<h1>Discover</h1>");
    expect(html).not.toContain("waiting");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
