import { useCallback, useRef, type KeyboardEvent as ReactKeyboardEvent } from "react";

const nowhere = (target: EventTarget | null) => target === null || target === document.body || target === document.documentElement;

/**
 * Escape closes the dialog that holds focus, and only that one.
 *
 * Radix listens for Escape on the document for the layer it believes is on top, and learns that a
 * nested dialog opened only after a render its mount effect schedules. Chromium runs input before
 * such scheduled work, so on a busy main thread an Escape pressed as a nested dialog (change
 * password, opened from Settings) appeared reached the outer dialog's listener, still attached,
 * which closed Settings instead of the inner dialog. A modal dialog traps focus, so the key's
 * target says which dialog the Escape is for: each dialog closes on an Escape from inside its own
 * content. React bubbles the key from a nested (portaled) dialog through the outer one, which sees
 * a target outside its DOM and leaves it alone; a menu opened from a dialog closes itself the same
 * way. Only an Escape with focus nowhere (on <body>) is left to Radix, which closes the top layer.
 *
 * Spread `ref`, `onKeyDown` and `onEscapeKeyDown` on the dialog's `Content`.
 */
export function useEscapeClosesFocusedLayer<T extends HTMLElement>(close: () => void) {
  const ref = useRef<T>(null);
  const onEscapeKeyDown = useCallback((event: KeyboardEvent) => {
    if (!nowhere(event.target)) event.preventDefault();
  }, []);
  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent) => {
      if (event.key !== "Escape" || !(event.target instanceof Node) || !ref.current?.contains(event.target)) return;
      event.preventDefault();
      close();
    },
    [close],
  );
  return { ref, onEscapeKeyDown, onKeyDown };
}
