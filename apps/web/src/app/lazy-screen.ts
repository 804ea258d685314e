import { lazy, type ComponentType } from "react";

type Module = { default: ComponentType };

/** A screen loaded on demand (React.lazy) that can be loaded ahead: `preload()`. */
export type LazyScreen = ReturnType<typeof lazy<ComponentType>> & { preload(): Promise<void> };

/**
 * Like React.lazy, except that once the module is here the screen renders at once. React.lazy
 * suspends on its first render even when the module has already loaded (its promise answers a
 * tick later), and after a Suspense fallback has shown React holds the next reveal back for up to
 * 300 ms (FALLBACK_THROTTLE_MS in react-dom): on a signed-in first visit the page and its tab, two
 * nested boundaries, paid that twice before the deck showed. start.tsx preloads the first screen,
 * so its first render has nothing to wait for.
 */
export function lazyScreen(load: () => Promise<Module>): LazyScreen {
  let loaded: Module | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  // A thenable that answers synchronously: React.lazy reads the module within the same render.
  const ready = (module: Module) => ({ then: (resolve: (m: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
  const Screen = lazy(() => (loaded ? ready(loaded) : load()));
  return Object.assign(Screen, { preload });
}
