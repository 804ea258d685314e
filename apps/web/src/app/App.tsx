import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../api/queryClient";
import { RealtimeProvider } from "../realtime/RealtimeProvider";
import { Toaster } from "../ui/Toaster";
import { AppBadge } from "../features/notifications/AppBadge";
import { CallProvider } from "../features/calls/CallProvider";
import { useSaveLanguageChoice } from "../session/useSaveLanguageChoice";

/** Everything around the router; the browser and the build's prerender wrap their router in it. */
export function App({ children }: { children: ReactNode }) {
  useSaveLanguageChoice();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <CallProvider>{children}</CallProvider>
      </RealtimeProvider>
      <Toaster />
      <AppBadge />
    </QueryClientProvider>
  );
}
