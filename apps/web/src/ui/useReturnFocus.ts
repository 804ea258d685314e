import { useCallback, useLayoutEffect, useRef } from "react";

/** The elements that had focus most recently, newest last (a few are enough). */
const recent: WeakRef<HTMLElement>[] = [];
const RECENT_KEPT = 8;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    recent.push(new WeakRef(event.target));
    if (recent.length > RECENT_KEPT) recent.shift();
  });
}

/**
 * Focus goes back to whatever opened a dialog when it closes (Escape, its close button or an
 * action). Radix returns focus only to a `Dialog.Trigger`, and our dialogs open from state, so
 * without this focus fell to <body>. The opener is read in a layout effect, before Radix moves
 * focus into the dialog. When the opener is gone by then (a menu item: the menu closed as the
 * dialog opened), the newest element focused before it that is still on the page takes focus,
 * which is the menu's button. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const candidates = useRef<HTMLElement[]>([]);
  useLayoutEffect(() => {
    if (!open) return;
    const before = recent.map((ref) => ref.deref()).filter((el): el is HTMLElement => el !== undefined);
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? [document.activeElement] : [];
    candidates.current = [...active, ...before.reverse()];
  }, [open]);
  return useCallback((event: Event) => {
    const dialog = event.currentTarget instanceof Node ? event.currentTarget : null;
    const target = candidates.current.find((el) => el.isConnected && !dialog?.contains(el) && !el.closest("[role=menu]"));
    candidates.current = [];
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  }, []);
}
