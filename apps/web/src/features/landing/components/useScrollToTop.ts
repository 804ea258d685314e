import { useEffect } from "react";

/** Public pages are reached from footer links far down the previous page: start them at the top. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
