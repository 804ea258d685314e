import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { queryClient } from "../api/queryClient";
import { RealtimeProvider } from "../realtime/RealtimeProvider";
import { Toaster } from "../ui/Toaster";
import { router } from "./routes";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <RouterProvider router={router} />
      </RealtimeProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
