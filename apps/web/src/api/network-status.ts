/**
 * Whether the app can reach the server: the browser's own `navigator.onLine` (it flips at once when
 * the phone loses its network) and, because onLine stays true behind a dead Wi-Fi, the last call of
 * `request()`: a fetch that threw (no answer at all) marks the network down until a call answers.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let fetchFailed = false;

const notify = () => listeners.forEach((l) => l());

export function subscribeNetwork(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** True while offline (browser says so, or the last call got no answer). */
export const isOffline = (): boolean => (typeof navigator !== "undefined" && navigator.onLine === false) || fetchFailed;

/** Called by request(): `answered` is false when fetch itself threw. */
export function noteCallOutcome(answered: boolean): void {
  if (fetchFailed === !answered) return;
  fetchFailed = !answered;
  notify();
}
