import { lazy, Suspense } from "react";
import { Outlet, useLocation, useSearchParams } from "react-router";
import { useChatWindow } from "../../entities/chat-window";
// Straight from its file: the layout, on every member page, does not carry the rest of the privacy feature.
import { CheckInPrompt } from "../../features/privacy/CheckInPrompt";
import { homeTabOf, type HomeTab } from "../../entities/home-tabs";
import { MemberShell } from "./MemberShell";

// Loaded when a screen first opens a chat over itself (the match dialog's "Send Message"): the deck does not pay for the chat.
const ChatWindowHost = lazy(() => import("../../features/chat/ChatWindowHost"));

/** Pages that belong to the profile item of the navigation. */
const PROFILE_PAGES = ["/profile", "/enhanced-profile"];

/**
 * The signed-in pages' layout (a route in routes.tsx wraps them): the member frame around the page.
 * On /home the navigation switches the tab in place (?tab=, so reload and back work); on every
 * other page its items link to /home.
 */
export default function MemberLayout() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const onHome = pathname === "/home";
  const active: HomeTab | undefined = onHome ? homeTabOf(params) : PROFILE_PAGES.includes(pathname) ? "profile" : undefined;
  const select = (next: HomeTab) => setParams(next === "discover" ? {} : { tab: next });
  const chatWindow = useChatWindow();
  return (
    <MemberShell active={active} onSelect={onHome ? select : undefined}>
      {/* A date check-in's "Are you OK?" is asked on whatever page she is on. */}
      <CheckInPrompt />
      <Outlet />
      {chatWindow !== null && (
        <Suspense fallback={null}>
          <ChatWindowHost />
        </Suspense>
      )}
    </MemberShell>
  );
}
