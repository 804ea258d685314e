import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../api/queryClient";
import { RealtimeProvider } from "../realtime/RealtimeProvider";
import { LazyToaster } from "../ui/LazyToaster";
import { OfflineNotice } from "../ui/OfflineNotice";
import { useBrandStyle, useSiteName } from "../features/site";
import { LazyAppBadge } from "../features/notifications/LazyAppBadge";
import { CallsHost } from "../features/calls/CallsHost";
import { useSaveLanguageChoice } from "../session/useSaveLanguageChoice";
import { useMemberDigits } from "../session/useMemberDigits";

/**
 * Everything around the router; the browser and the build's prerender wrap their router in it.
 * The toaster, the app badge and the call code load when first needed: they are not part of a
 * first visit (docs/architecture.md "How pages reach the browser").
 */
export function App({ children }: { children: ReactNode }) {
  useSaveLanguageChoice();
  useMemberDigits();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <CallsHost>{children}</CallsHost>
      </RealtimeProvider>
      <SiteOfflineNotice />
      <LazyToaster />
      <LazyAppBadge />
    </QueryClientProvider>
  );
}

/** Inside the query provider: the notice names the operator's site; the brand colour's theme follows the settings. */
function SiteOfflineNotice() {
  useBrandStyle();
  return <OfflineNotice site={useSiteName()} />;
}
