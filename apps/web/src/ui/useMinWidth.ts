import { useCallback, useSyncExternalStore } from "react";

/** True while the viewport is at least `px` CSS pixels wide; follows resizes and rotations. */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    // Signed-in screens are not prerendered; a server render has no viewport and takes the phone's.
    () => false,
  );
}
