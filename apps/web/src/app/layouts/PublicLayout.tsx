import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { PublicFooter } from "./PublicFooter";
import { PublicHeader } from "./PublicHeader";

/**
 * The public pages' layout (a route in routes.tsx wraps the landing, about and legal pages): the
 * public header, the page, the footer. Each page fills the space between with its own background.
 */
export default function PublicLayout() {
  const { pathname } = useLocation();
  // Public pages are reached from footer links far down the previous page: start each at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <Outlet />
      <PublicFooter />
    </div>
  );
}
