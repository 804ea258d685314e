import { lazy, Suspense, useState } from "react";
import { useToasts } from "./toast-store";

// Radix Toast and its icons load with the first toast, not with the page.
const Toaster = lazy(() => import("./Toaster").then((m) => ({ default: m.Toaster })));

/** The Toaster, mounted from the first toast on (and kept, so later toasts animate as usual). */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
